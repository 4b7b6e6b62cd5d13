import type { Instrument, Side } from '@iqs/engine'
import type { FastifyInstance } from 'fastify'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import type { RestingPart, WalkLevel } from './market-order-walk.js'

/** What a market order reaches: the opposite side's live levels, best first, and its quantity. */
export interface QueueRequest {
  instrument: Instrument
  /** The market order's side: it takes from the other one. */
  side: Side
  traderId: string
  quantity: number
  /** The live book's levels of the other side, best first (`BookSnapshot.bids` or `.asks`). */
  levels: readonly (readonly [price: number, quantity: number])[]
}

/**
 * The live levels a market order walks, each reached level split into its resting orders from the
 * orders read model (in arrival order, mine marked): the engine charges a fee per resting order met
 * and stops at my own, so the preview needs them. The live level stays the authority: a level whose
 * read-model orders do not add up to it (the projection a moment behind) is priced as one fill.
 *
 * Why the read model and not the engine: the writer publishes levels, not orders, and the read
 * model already holds every resting order with its trader. The preview is read often, so it waits
 * for the projections only when a reached level does not add up.
 */
export async function restingQueue(app: FastifyInstance, request: QueueRequest): Promise<WalkLevel[]> {
  const reached: number[] = []
  let cumulative = 0
  for (const [price, quantity] of request.levels) {
    if (cumulative >= request.quantity) break
    reached.push(price)
    cumulative += quantity
  }
  if (reached.length === 0) return request.levels.map(([price, quantity]) => ({ price, quantity }))
  let byPrice = await restingOrders(app, request, reached)
  // An order placed a moment ago may not be projected yet (my own sell, say): then, once, the read
  // models catch up with the log.
  if (reached.some((price, i) => !addsUp(byPrice.get(price), request.levels[i]![1]))) {
    await readYourWrites(app)
    byPrice = await restingOrders(app, request, reached)
  }
  return request.levels.map(([price, quantity]) => {
    const parts = byPrice.get(price)
    return parts ? { price, quantity, parts } : { price, quantity }
  })
}

const addsUp = (parts: readonly RestingPart[] | undefined, quantity: number) =>
  parts !== undefined && parts.reduce((sum, part) => sum + part.quantity, 0) === quantity

/** The resting orders of the other side at these prices, by price, each level in arrival order. */
async function restingOrders(
  app: FastifyInstance,
  request: QueueRequest,
  prices: readonly number[],
): Promise<Map<number, RestingPart[]>> {
  const rows = await app.db
    .selectFrom('iqs_orders')
    .select(['price', 'remaining', 'trader_id'])
    .where('instrument', '=', request.instrument)
    .where('side', '=', request.side === 'BUY' ? 'SELL' : 'BUY')
    .where('status', 'in', ['OPEN', 'PARTIALLY_FILLED'])
    .where('price', 'in', prices)
    .orderBy('created_at')
    .orderBy('last_position')
    .execute()
  const byPrice = new Map<number, RestingPart[]>()
  for (const row of rows) {
    if (row.price === null || row.remaining <= 0) continue
    let parts = byPrice.get(row.price)
    if (!parts) byPrice.set(row.price, (parts = []))
    parts.push({ quantity: row.remaining, own: row.trader_id === request.traderId })
  }
  return byPrice
}
