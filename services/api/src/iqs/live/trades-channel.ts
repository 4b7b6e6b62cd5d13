import type { Bus, Subscription } from '@iqs/bus'
import type { Instrument, TradeExecuted } from '@iqs/engine'
import { marketSubjects } from '@iqs/exchange'
import { unitsToEur, type WsTrade } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { LiveChannel } from './live-channel.js'
import type { Subscriber } from './live-socket.js'

/** Trades kept for a new subscriber's snapshot. */
const RECENT = 50

/**
 * `trades.<instrument>`: snapshot = the latest trades (seeded from `iqs_trades`, then kept from the
 * bus), delta = each batch of new trades; `seq` counts this channel's messages in this process.
 */
export class TradesChannel extends LiveChannel<`trades.${Instrument}`> {
  private subscription: Subscription | undefined
  private ready = false
  private buffered: WsTrade[][] = []
  private recent: WsTrade[] = []
  private seq = 0
  private generation = 0

  constructor(
    private readonly instrument: Instrument,
    private readonly bus: Bus,
    private readonly db: Kysely<Database>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super(`trades.${instrument}`)
  }

  start(): void {
    const generation = ++this.generation
    this.subscription = this.bus.subscribe(marketSubjects.trades(this.instrument), (message) => {
      const decimals = priceDecimalsOf(this.instrument)
      const trades = (message as { trades: TradeExecuted[] }).trades.map((trade) => toWs(trade, decimals))
      if (this.ready) this.publish(trades)
      else this.buffered.push(trades)
    })
    this.db
      .selectFrom('iqs_trades')
      .select(['trade_id', 'price', 'quantity', 'taker_side', 'executed_at'])
      .where('instrument', '=', this.instrument)
      .orderBy('position', 'desc')
      .limit(RECENT)
      .execute()
      .then(
        (rows) =>
          rows.reverse().map((r) => ({
            id: r.trade_id,
            price: unitsToEur(r.price, priceDecimalsOf(this.instrument)),
            quantity: String(r.quantity),
            taker_side: r.taker_side as 'BUY' | 'SELL',
            executed_at: new Date(r.executed_at).toISOString(),
          })),
        (error: unknown) => {
          this.log.warn({ err: error }, 'recent trades could not be read')
          return []
        },
      )
      .then((seed) => {
        if (generation !== this.generation) return
        const seen = new Set(seed.map((t) => t.id))
        this.recent = seed
        this.ready = true
        for (const subscriber of this.subscribers) this.sendSnapshot(subscriber)
        for (const batch of this.buffered.splice(0)) this.publish(batch.filter((t) => !seen.has(t.id)))
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'recent trades could not be sent'))
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.generation++
    this.ready = false
    this.buffered = []
  }

  sendSnapshot(subscriber: Subscriber): void {
    if (!this.ready) return
    this.send(subscriber, {
      channel: this.name,
      type: 'snapshot',
      seq: this.seq,
      data: { trades: this.recent },
    })
  }

  private publish(trades: WsTrade[]): void {
    if (trades.length === 0) return
    this.recent = [...this.recent, ...trades].slice(-RECENT)
    this.fanOut({ channel: this.name, type: 'delta', seq: ++this.seq, data: { trades } })
  }
}

function toWs(trade: TradeExecuted, priceDecimals: number): WsTrade {
  return {
    id: trade.tradeId,
    price: unitsToEur(trade.price, priceDecimals),
    quantity: String(trade.quantity),
    taker_side: trade.takerSide,
    executed_at: new Date(trade.at).toISOString(),
  }
}
