import type { myOrdersQuerySchema } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../platform/db/database.js'
import type { IqsOrdersTable } from '../market-projections/market-tables.js'

type Status = IqsOrdersTable['status']

/** The statuses each `status` filter of `GET /api/iqs/orders` lists; null: every status. */
const STATUSES: Record<z.output<typeof myOrdersQuerySchema>['status'], readonly Status[] | null> = {
  open: ['OPEN', 'PARTIALLY_FILLED'],
  closed: ['FILLED', 'CANCELLED', 'EXPIRED'],
  filled: ['FILLED'],
  cancelled: ['CANCELLED'],
  expired: ['EXPIRED'],
  all: null,
}

/**
 * A page of a trader's orders, newest first (created_at, then id): open ones, the history (filled,
 * cancelled, expired) or one of those, on one side and one market when asked. `before` is the last
 * order of the previous page; a page starts right after it, so orders placed meanwhile never shift
 * a page (an id that is not the trader's gives an empty page).
 *
 * @example await myOrders(app.db, '7', { status: 'closed', side: 'BUY', limit: 20 })
 */
export async function myOrders(
  db: Kysely<Database>,
  traderId: string,
  query: z.output<typeof myOrdersQuerySchema>,
) {
  const { status, side, isIQS, before, limit } = query
  let select = db.selectFrom('iqs_orders').selectAll().where('trader_id', '=', traderId)
  const statuses = STATUSES[status]
  if (statuses) select = select.where('status', 'in', statuses)
  if (side) select = select.where('side', '=', side)
  if (isIQS !== undefined)
    select = select.where('instrument', '=', isIQS === 'true' || isIQS === '1' ? 'IQS' : 'OST')
  if (before !== undefined) {
    const anchor = await db
      .selectFrom('iqs_orders')
      .select('created_at')
      .where('order_id', '=', before)
      .where('trader_id', '=', traderId)
      .executeTakeFirst()
    if (!anchor) return []
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', anchor.created_at),
        eb.and([eb('created_at', '=', anchor.created_at), eb('order_id', '>', before)]),
      ]),
    )
  }
  return select.orderBy('created_at', 'desc').orderBy('order_id').limit(limit).execute()
}
