import type { RejectParams } from '@iqs/engine'

/** Prefix of the order ids the trades projection gives a P2P trade (`p2p:<lockId>`): there is no order. */
export const P2P_ORDER_PREFIX = 'p2p:'

/** Row types of the market read models (migrations/0400_market_projections.sql). */
export interface IqsOrdersTable {
  order_id: string
  instrument: string
  trader_id: string
  side: string
  order_type: string
  time_in_force: string
  post_only: boolean
  price: number | null
  quantity: number
  filled: number
  remaining: number
  status: 'NEW' | 'OPEN' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELLED' | 'EXPIRED'
  end_reason: string | null
  traded_value: number
  created_at: Date
  updated_at: Date
  last_position: number
}

export interface IqsOrderRejectionsTable {
  position: number
  instrument: string
  command: string
  order_id: string
  trader_id: string
  reason: string
  /**
   * The English text that events written before issue 13 carried, kept as it was so that the rows
   * of an old log replay the same; null for newer events, which carry `params` instead.
   */
  message: string | null
  /** What the reason's text needs (`{ instrument, available? }`), or null (migration 0760). */
  params: RejectParams | null
  rejected_at: Date
}

export interface IqsTradesTable {
  trade_id: string
  instrument: string
  price: number
  quantity: number
  buyer_id: string
  seller_id: string
  buy_order_id: string
  sell_order_id: string
  taker_side: string
  /** EUR decimal strings. */
  buyer_fee: string
  seller_fee: string
  executed_at: Date
  settlement_status: 'PENDING' | 'SETTLED' | 'REJECTED'
  settled_at: Date | null
  position: number
}

export interface IqsCandlesTable {
  id: string
  instrument: string
  interval: string
  bucket_start: Date
  open: number
  high: number
  low: number
  close: number
  volume: number
  trades: number
}

export interface IqsBookLevelsTable {
  id: string
  instrument: string
  side: string
  price: number
  quantity: number
  orders: number
}

export interface IqsBalancesTable {
  id: string
  instrument: string
  trader_id: string
  available: number
  reserved: number
  escrow: number
}

export interface IqsAccountHistoryTable {
  position: number
  seq: number
  instrument: string
  trader_id: string
  occurred_at: Date
  kind: string
  reference: string
  direction: 'CREDIT' | 'DEBIT' | 'NONE'
  quantity: number
  unit_price: number | null
  /** EUR decimal string. */
  value: string | null
  balance_after: number
  status: string
}
