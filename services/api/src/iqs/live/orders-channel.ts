import type { Bus, Subscription } from '@iqs/bus'
import type { EngineEvent, Instrument } from '@iqs/engine'
import { marketSubjects } from '@iqs/exchange'
import type { IqsWsServerMessage } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { orderFromRow } from '../orders/order-view.js'
import { myOrderUpdates } from './my-order-updates.js'
import { HIGH_WATER_MARK, LiveChannel, LOW_WATER_MARK } from './live-channel.js'
import type { Subscriber } from './live-socket.js'

/**
 * `orders.me` of one user: snapshot = my open orders from `iqs_orders` (after the projections caught
 * up), delta = the engine's events about me as the writer publishes them (orders, fills, settlement),
 * in my own view (my-order-updates.ts: never the counterparty's ids or fee).
 * A subscriber gets its snapshot with the channel's `seq` at the time it was asked for, and the
 * deltas after it, so nothing published meanwhile is lost (an event may repeat what the snapshot
 * already shows; the client applies it by order id).
 */
export class OrdersChannel extends LiveChannel<'orders.me'> {
  private subscription: Subscription | undefined
  private seq = 0
  /** Subscribers waiting for their snapshot, with the deltas that came meanwhile. */
  private readonly waiting = new Map<Subscriber, IqsWsServerMessage[]>()

  constructor(
    private readonly userId: number,
    private readonly bus: Bus,
    private readonly db: Kysely<Database>,
    private readonly catchUp: () => Promise<unknown>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super('orders.me')
  }

  start(): void {
    this.subscription = this.bus.subscribe(marketSubjects.traderOrders(String(this.userId)), (message) => {
      const { instrument, events } = message as { instrument: Instrument; events: EngineEvent[] }
      // The writer's events name both parties of a trade: the member gets only their own half.
      const updates = myOrderUpdates(String(this.userId), events, priceDecimalsOf(instrument))
      if (updates.length === 0) return
      const delta: IqsWsServerMessage = {
        channel: this.name,
        type: 'delta',
        seq: ++this.seq,
        data: { instrument, updates },
      }
      for (const queue of this.waiting.values()) queue.push(delta)
      this.fanOut(delta)
    })
    for (const subscriber of this.subscribers) this.sendSnapshot(subscriber)
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.waiting.clear()
  }

  sendSnapshot(subscriber: Subscriber): void {
    if (this.waiting.has(subscriber)) return
    const seq = this.seq
    const queue: IqsWsServerMessage[] = []
    this.waiting.set(subscriber, queue)
    this.catchUp()
      .then(() =>
        this.db
          .selectFrom('iqs_orders')
          .selectAll()
          .where('trader_id', '=', String(this.userId))
          .where('status', 'in', ['OPEN', 'PARTIALLY_FILLED'])
          .orderBy('created_at', 'desc')
          .limit(500)
          .execute(),
      )
      .then(
        (rows) => {
          if (!this.waiting.has(subscriber)) return
          this.waiting.delete(subscriber)
          this.send(subscriber, {
            channel: this.name,
            type: 'snapshot',
            seq,
            data: { orders: rows.map(orderFromRow) },
          })
          for (const delta of queue) this.send(subscriber, delta)
        },
        (error: unknown) => {
          this.waiting.delete(subscriber)
          this.log.warn({ err: error }, 'orders snapshot failed')
          this.send(subscriber, { type: 'error', code: 'SNAPSHOT_FAILED', message: 'Please subscribe again' })
        },
      )
  }

  protected override fanOut(message: IqsWsServerMessage): void {
    for (const subscriber of this.subscribers) {
      if (this.waiting.has(subscriber)) continue
      if (subscriber.stale || subscriber.socket.bufferedAmount > HIGH_WATER_MARK) {
        if (!subscriber.stale) subscriber.stale = true
        else if (subscriber.socket.bufferedAmount <= LOW_WATER_MARK) this.resync(subscriber)
        continue
      }
      this.send(subscriber, message)
    }
  }

  override remove(subscriber: Subscriber): boolean {
    this.waiting.delete(subscriber)
    return super.remove(subscriber)
  }
}
