import type { AdminCommissionList, Commission } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { nameOf, toCommission } from './commission-dto.js'
import { listCommissionViews, listPaymentViews, type CommissionFilter } from './commissions.repository.js'

/** At most this many commissions in the admins' list (newest first): filter by state for the rest. */
export const ADMIN_LIST_LIMIT = 500

/** Commissions as their views show them, each with its payments; `forAdmin` names the admins. */
export async function readCommissions(
  db: Kysely<Database>,
  filter: CommissionFilter,
  forAdmin: boolean,
): Promise<Commission[]> {
  const views = await listCommissionViews(db, filter)
  const payments = await listPaymentViews(
    db,
    views.map((view) => view.id),
  )
  return views.map((view) =>
    toCommission(
      view,
      payments.filter((payment) => payment.commission_id === view.id),
      forAdmin,
    ),
  )
}

/** One commission as an admin sees it; undefined when there is none with this id. */
export async function readAdminCommission(db: Kysely<Database>, id: number): Promise<Commission | undefined> {
  const [found] = await readCommissions(db, { ids: [id] }, true)
  return found
}

/** `GET /api/admin/iqstem/commissions`: every member's commissions, newest first, with their member. */
export async function readAdminCommissionList(
  db: Kysely<Database>,
  state: CommissionFilter['state'],
): Promise<AdminCommissionList> {
  const filter: CommissionFilter = { limit: ADMIN_LIST_LIMIT, ...(state ? { state } : {}) }
  const views = await listCommissionViews(db, filter)
  const payments = await listPaymentViews(
    db,
    views.map((view) => view.id),
  )
  return {
    items: views.map((view) => ({
      ...toCommission(
        view,
        payments.filter((payment) => payment.commission_id === view.id),
        true,
      ),
      member: {
        user_id: view.member_user_id,
        name: nameOf(
          view.member_first_name,
          view.member_last_name,
          view.member_deleted_at ? null : view.member_email,
        ),
      },
    })),
  }
}
