import { TREASURY_ID } from '@iqs/engine'
import { totalEur } from '@iqs/protocol'
import { sql, type Insertable, type Selectable } from 'kysely'
import { foldingProjection, type RowSink, type SinkTable } from '../../platform/projections/row-sink.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { marketEvents } from './market-event.js'
import type { IqsAccountHistoryTable, IqsBalancesTable } from './market-tables.js'

type BalanceRow = Selectable<IqsBalancesTable>
type HistoryRow = Insertable<IqsAccountHistoryTable>

/**
 * Each trader's tokens per market (available, reserved behind sell orders,
 * escrow awaiting settlement), kept exactly as the engine moves them, and the
 * account history: one row per trade, credit or lock, with the balance after
 * it. A trade's rows say PENDING until settlement turns them SETTLED or
 * REJECTED; their balance is the one the trade leads to once settled.
 * `balance_after` is written once, when the event happens: the member's
 * history shows a running balance summed when read instead
 * (account-history/running-balance.ts), which later settlements keep right.
 */
export const accountsProjection = foldingProjection({
  name: 'iqs-accounts',
  tables: ['iqs_balances', 'iqs_account_history'],
  async fold(sink, recorded) {
    const events = marketEvents(recorded)
    const balances = sink.table<BalanceRow>('iqs_balances', 'id')
    const keys: string[] = []
    for (const { instrument, event } of events) {
      if (event.type === 'TokensCreated' || event.type === 'TokensAllocated')
        keys.push(keyOf(instrument, TREASURY_ID))
      if ('traderId' in event) keys.push(keyOf(instrument, event.traderId))
      if ('buyerId' in event) keys.push(keyOf(instrument, event.buyerId), keyOf(instrument, event.sellerId))
    }
    await balances.load(keys)

    const history = new HistoryRows(sink)
    const settlements: { tradeId: string; status: string }[] = []

    for (const { instrument, event, position, at } of events) {
      switch (event.type) {
        case 'TokensCredited': {
          const row = move(balances, instrument, event.traderId, event.quantity, 0, 0)
          history.push(
            position,
            instrument,
            at,
            movement(row, 'CREDIT', event.reference, 'CREDIT', event.quantity, 'COMPLETED'),
          )
          break
        }
        case 'OrderRested':
          if (event.side === 'SELL')
            move(balances, instrument, event.traderId, -event.quantity, event.quantity, 0)
          break
        case 'OrderCancelled':
          if (event.side === 'SELL')
            move(balances, instrument, event.traderId, event.quantity, -event.quantity, 0)
          break
        case 'OrderAmended':
          if (event.side === 'SELL') {
            const delta = event.quantity - event.previousQuantity
            move(balances, instrument, event.traderId, -delta, delta, 0)
          }
          break
        case 'TradeExecuted': {
          // A selling taker's tokens come straight from available; a selling maker's from reserved.
          const q = event.quantity
          const seller =
            event.takerSide === 'SELL'
              ? move(balances, instrument, event.sellerId, -q, 0, q)
              : move(balances, instrument, event.sellerId, 0, -q, q)
          const buyer = account(balances, instrument, event.buyerId)
          const value = totalEur(event.price, q, priceDecimalsOf(instrument))
          const common = {
            reference: event.tradeId,
            quantity: q,
            unit_price: event.price,
            value,
            status: 'PENDING',
          }
          history.push(position, instrument, at, {
            ...common,
            trader_id: event.buyerId,
            kind: 'BUY',
            direction: 'CREDIT',
            balance_after: total(buyer) + q,
          })
          history.push(position, instrument, at, {
            ...common,
            trader_id: event.sellerId,
            kind: 'SELL',
            direction: 'DEBIT',
            balance_after: total(seller) - q,
          })
          break
        }
        case 'P2PTradeExecuted': {
          // The seller's tokens are already in escrow (locked with the proposal): they now wait for settlement.
          const q = event.quantity
          const common = {
            reference: event.tradeId,
            quantity: q,
            unit_price: event.price,
            value: totalEur(event.price, q, priceDecimalsOf(instrument)),
            status: 'PENDING',
          }
          history.push(position, instrument, at, {
            ...common,
            trader_id: event.buyerId,
            kind: 'BUY',
            direction: 'CREDIT',
            balance_after: total(account(balances, instrument, event.buyerId)) + q,
          })
          history.push(position, instrument, at, {
            ...common,
            trader_id: event.sellerId,
            kind: 'SELL',
            direction: 'DEBIT',
            balance_after: total(account(balances, instrument, event.sellerId)) - q,
          })
          break
        }
        case 'LockConsumed': {
          // A validated conversion: the locked tokens leave this market.
          const row = move(balances, instrument, event.traderId, 0, 0, -event.quantity)
          history.push(
            position,
            instrument,
            at,
            movement(
              row,
              event.purpose === 'CONVERSION' ? 'CONVERSION' : 'LOCK_CONSUMED',
              event.lockId,
              'DEBIT',
              event.quantity,
              'COMPLETED',
            ),
          )
          break
        }
        case 'TokensCreated': {
          const row = move(balances, instrument, TREASURY_ID, event.quantity, 0, 0)
          history.push(
            position,
            instrument,
            at,
            movement(row, 'CREATED', event.reference, 'CREDIT', event.quantity, 'COMPLETED'),
          )
          break
        }
        case 'TokensAllocated': {
          const treasury = move(balances, instrument, TREASURY_ID, -event.quantity, 0, 0)
          const trader = move(balances, instrument, event.traderId, event.quantity, 0, 0)
          for (const [row, direction] of [
            [treasury, 'DEBIT'],
            [trader, 'CREDIT'],
          ] as const)
            history.push(
              position,
              instrument,
              at,
              movement(row, 'ALLOCATION', event.reference, direction, event.quantity, 'COMPLETED'),
            )
          break
        }
        case 'TradeSettled':
          move(balances, instrument, event.sellerId, 0, 0, -event.quantity)
          move(balances, instrument, event.buyerId, event.quantity, 0, 0)
          if (!history.settle(event.tradeId, 'SETTLED'))
            settlements.push({ tradeId: event.tradeId, status: 'SETTLED' })
          break
        case 'SettlementRejected':
          move(balances, instrument, event.sellerId, event.quantity, 0, -event.quantity)
          if (!history.settle(event.tradeId, 'REJECTED'))
            settlements.push({ tradeId: event.tradeId, status: 'REJECTED' })
          break
        case 'TokensLocked':
        case 'TokensUnlocked': {
          const locked = event.type === 'TokensLocked'
          const q = locked ? event.quantity : -event.quantity
          const row = move(balances, instrument, event.traderId, -q, 0, q)
          history.push(
            position,
            instrument,
            at,
            movement(row, locked ? 'LOCK' : 'UNLOCK', event.lockId, 'NONE', event.quantity, event.purpose),
          )
          break
        }
        default:
          break
      }
    }
    sink.append('iqs_account_history', history.rows)
    // Trades whose rows are already written take their settlement in SQL, one statement per batch
    // (a trade is settled or rejected once).
    if (settlements.length)
      sink.afterWrite(async (db) => {
        await sql`update iqs_account_history h set status = s.status
          from jsonb_to_recordset(${JSON.stringify(settlements)}::jsonb) as s("tradeId" text, status text)
          where h.reference = s."tradeId" and h.kind in ('BUY', 'SELL')`.execute(db)
      })
  },
})

const keyOf = (instrument: string, traderId: string) => `${instrument}:${traderId}`

/** The trader's balance row of the batch, or a new empty one (not yet marked for writing). */
function account(balances: SinkTable<BalanceRow>, instrument: string, traderId: string): BalanceRow {
  return (
    balances.get(keyOf(instrument, traderId)) ?? {
      id: keyOf(instrument, traderId),
      instrument,
      trader_id: traderId,
      available: 0,
      reserved: 0,
      escrow: 0,
    }
  )
}

/** Moves tokens between a trader's buckets (changes may be negative) and returns the updated row. */
function move(
  balances: SinkTable<BalanceRow>,
  instrument: string,
  traderId: string,
  available: number,
  reserved: number,
  escrow: number,
): BalanceRow {
  const row = account(balances, instrument, traderId)
  row.available += available
  row.reserved += reserved
  row.escrow += escrow
  balances.set(row)
  return row
}

const total = (row: BalanceRow) => row.available + row.reserved + row.escrow

/** A history row for a movement without a price (credit, creation, allocation, lock), with the balance after it. */
function movement(
  account: BalanceRow,
  kind: string,
  reference: string,
  direction: HistoryRow['direction'],
  quantity: number,
  status: string,
): Omit<HistoryRow, 'position' | 'seq' | 'instrument' | 'occurred_at'> {
  return {
    trader_id: account.trader_id,
    kind,
    reference,
    direction,
    quantity,
    unit_price: null,
    value: null,
    balance_after: total(account),
    status,
  }
}

/**
 * History rows of a batch; rows of one event are numbered in order, since (position, seq) is the key.
 * A trade's BUY and SELL rows stay findable by trade id in the sink until they are written, so a
 * settlement in the meantime changes them in memory instead of in SQL.
 */
class HistoryRows {
  readonly rows: HistoryRow[] = []
  private seq = 0
  private seqPosition = -1
  private readonly unsettled: Map<string, { write: number; rows: HistoryRow[] }>

  constructor(private readonly sink: RowSink) {
    this.unsettled = sink.memo('iqs-accounts:unsettled', () => new Map())
  }

  /** Gives the trade's rows their status if they are not written yet; false when SQL must do it. */
  settle(tradeId: string, status: string): boolean {
    const trade = this.unsettled.get(tradeId)
    this.unsettled.delete(tradeId)
    if (trade?.write !== this.sink.writes) return false
    for (const row of trade.rows) row.status = status
    return true
  }

  push(
    position: number,
    instrument: string,
    occurredAt: Date,
    entry: Omit<HistoryRow, 'position' | 'seq' | 'instrument' | 'occurred_at'>,
  ): void {
    this.seq = position === this.seqPosition ? this.seq + 1 : 0
    this.seqPosition = position
    const row: HistoryRow = { ...entry, position, seq: this.seq, instrument, occurred_at: occurredAt }
    this.rows.push(row)
    if (row.kind === 'BUY' || row.kind === 'SELL') {
      const trade = this.unsettled.get(row.reference)
      if (trade?.write === this.sink.writes) trade.rows.push(row)
      else this.unsettled.set(row.reference, { write: this.sink.writes, rows: [row] })
    }
  }
}
