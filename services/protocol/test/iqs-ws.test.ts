import { describe, expect, it } from 'vitest'
import { iqsWsClientMessageSchema, iqsWsServerMessageSchema, type IqsWsServerMessage } from '../src/index.js'

const at = '2026-01-02T10:00:00.000Z'
/** One of each message the hub sends (services/api/src/iqs/live), typed: the compile checks them too. */
const sent: IqsWsServerMessage[] = [
  { channel: 'book.IQS', type: 'snapshot', seq: 41, data: { bids: [['0.98', '120']], asks: [] } },
  { channel: 'book.OST', type: 'delta', seq: 42, data: { changes: [['SELL', '1.02', '0']] } },
  {
    channel: 'trades.IQS',
    type: 'delta',
    seq: 1,
    data: { trades: [{ id: 't1', price: '1.00', quantity: '3', taker_side: 'BUY', executed_at: at }] },
  },
  {
    channel: 'orders.me',
    type: 'snapshot',
    seq: 0,
    data: {
      orders: [
        {
          id: 'o1',
          instrument: 'IQS',
          side: 'SELL',
          order_type: 'LIMIT',
          time_in_force: 'GTC',
          post_only: false,
          price: '50.00',
          quantity: '3',
          filled: '0',
          remaining: '3',
          status: 'OPEN',
          end_reason: null,
          created_at: at,
          fills: [],
        },
      ],
    },
  },
  {
    channel: 'orders.me',
    type: 'delta',
    seq: 1,
    data: {
      instrument: 'OST',
      updates: [
        {
          kind: 'fill',
          trade_id: 't2',
          order_id: 'o1',
          side: 'SELL',
          liquidity: 'maker',
          price: '50.00',
          quantity: '1',
          fee: '0.50',
          remaining: '2',
          at,
        },
      ],
    },
  },
  {
    channel: 'market.IQS',
    type: 'delta',
    seq: 3,
    data: {
      instrument: 'IQS',
      open_status: 'BLACKOUT',
      is_open: false,
      transaction_fee_minimum_eur: '1.00',
      transaction_fee_percent: '0.5',
      reference_price: '1.00',
      last_price: '0.99',
      price_decimals: 2,
      blackout_period: { start: at, end: '2026-01-02T18:00:00.000Z' },
      in_blackout: true,
    },
  },
  {
    channel: 'ticker.OST',
    type: 'snapshot',
    seq: 0,
    data: {
      instrument: 'OST',
      last_price: '2.37',
      open_24h: '2.50',
      high_24h: '2.50',
      low_24h: '2.37',
      change_24h_percent: '-5.20',
      volume_24h: '14',
      trades_24h: 2,
    },
  },
  {
    channel: 'candles.IQS.1m',
    type: 'delta',
    seq: 7,
    data: {
      interval: '1m',
      candles: [
        { start: at, open: '1.00', high: '1.02', low: '0.99', close: '1.01', volume: '12', trades: 3 },
      ],
    },
  },
  { type: 'heartbeat', time: at },
  { type: 'subscribed', channel: 'orders.me' },
  { type: 'unsubscribed', channel: 'trades.OST' },
  { type: 'error', code: 'SESSION_REVOKED', message: 'Your session was ended: please sign in again' },
]

describe('the WebSocket contract', () => {
  it('reads back every message the hub sends, unchanged', () => {
    for (const message of sent)
      expect(iqsWsServerMessageSchema.parse(JSON.parse(JSON.stringify(message)))).toEqual(message)
  })

  it('refuses a channel’s message carrying another channel’s data, or an unknown code or type', () => {
    for (const message of [
      { channel: 'book.IQS', type: 'delta', seq: 2, data: { trades: [] } },
      { channel: 'trades.IQS', type: 'snapshot', seq: 0, data: { bids: [], asks: [] } },
      { channel: 'orders.me', type: 'delta', seq: 1, data: { orders: [] } },
      { channel: 'book.BTC', type: 'snapshot', seq: 0, data: { bids: [], asks: [] } },
      { channel: 'book.IQS', type: 'delta', seq: 1.5, data: { changes: [] } },
      { channel: 'ticker.IQS', type: 'delta', seq: 1, data: { trades: [] } },
      { channel: 'candles.IQS.5m', type: 'delta', seq: 1, data: { interval: '5m', candles: [] } },
      { channel: 'market.IQS', type: 'snapshot', seq: 0, data: { instrument: 'IQS', open_status: 'CLOSED' } },
      { type: 'error', code: 'SOMETHING_ELSE', message: '?' },
      { type: 'welcome' },
    ])
      expect(iqsWsServerMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false)
  })

  it('knows the client’s two operations on its channels', () => {
    expect(iqsWsClientMessageSchema.safeParse({ op: 'subscribe', channel: 'orders.me' }).success).toBe(true)
    expect(iqsWsClientMessageSchema.safeParse({ op: 'subscribe', channel: 'candles.OST.1d' }).success).toBe(
      true,
    )
    expect(iqsWsClientMessageSchema.safeParse({ op: 'subscribe', channel: 'orders.7' }).success).toBe(false)
  })
})
