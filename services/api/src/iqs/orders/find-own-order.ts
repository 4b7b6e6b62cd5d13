import type { Instrument } from '@iqs/engine'
import type { FastifyInstance } from 'fastify'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'

/** An order of the caller's, as far as the read model knows it. */
export interface OwnOrder {
  instrument: Instrument
  /** OPEN and PARTIALLY_FILLED rest on the book; FILLED, CANCELLED and EXPIRED are final. */
  status: string
}

/**
 * The caller's order, or undefined when it is unknown or another trader's (the two are not told
 * apart: another trader's order is not the caller's to learn about).
 *
 * Why before a cancel reaches the market: the engine records every refusal in the log, so a cancel
 * of an id the caller does not own would write an event for nothing. A cancel right after its
 * place may find the read model behind: then it reads its writes once before saying "unknown".
 *
 * @example const order = await findOwnOrder(app, user.id, id); if (!order) throw appError('UNKNOWN_ORDER')
 */
export async function findOwnOrder(
  app: FastifyInstance,
  userId: number,
  orderId: string,
): Promise<OwnOrder | undefined> {
  const read = () =>
    app.db
      .selectFrom('iqs_orders')
      .select(['instrument', 'status'])
      .where('order_id', '=', orderId)
      .where('trader_id', '=', String(userId))
      .executeTakeFirst()
  const row = (await read()) ?? (await readYourWrites(app).then(read))
  return row ? { instrument: row.instrument as Instrument, status: row.status } : undefined
}

/** Whether an order still rests on the book (a final status never changes again). */
export function isRestingStatus(status: string): boolean {
  return status === 'OPEN' || status === 'PARTIALLY_FILLED' || status === 'NEW'
}
