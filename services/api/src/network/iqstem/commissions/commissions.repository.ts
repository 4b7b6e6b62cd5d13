import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import type { IqstemCommissionPaymentsTable, IqstemCommissionsTable } from '../iqstem.tables.js'

/** A commission with what its views name: its project, what earned it, and its member. */
export type CommissionView = Selectable<IqstemCommissionsTable> & {
  project_id: number
  project_title: string | null
  lead_company: string | null
  referral_first_name: string | null
  referral_last_name: string | null
  member_first_name: string
  member_last_name: string
  member_email: string
  member_deleted_at: Date | null
}

/** A payment with the name of the admin who marked it. */
export type PaymentView = Selectable<IqstemCommissionPaymentsTable> & {
  admin_first_name: string | null
  admin_last_name: string | null
  admin_email: string | null
}

/** Which commissions: one member's, one state, some ids (each optional), newest first. */
export interface CommissionFilter {
  memberUserId?: number
  state?: IqstemCommissionsTable['state']
  ids?: readonly number[]
  limit?: number
}

/**
 * Commissions with their project, source and member, newest accrued first. The project is the
 * contract's (a contract keeps its project: a project with contracts cannot be deleted).
 */
export async function listCommissionViews(
  db: Kysely<Database>,
  filter: CommissionFilter,
): Promise<CommissionView[]> {
  let query = db
    .selectFrom('iqstem_commissions as c')
    .innerJoin('network_contracts as k', 'k.id', 'c.contract_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('users as m', 'm.id', 'c.member_user_id')
    .leftJoin('iqstem_leads as l', 'l.id', 'c.lead_id')
    .leftJoin('iqstem_referrals as r', 'r.id', 'c.referral_id')
    .selectAll('c')
    .select([
      'p.id as project_id',
      'p.title as project_title',
      'l.company as lead_company',
      'r.first_name as referral_first_name',
      'r.last_name as referral_last_name',
      'm.first_name as member_first_name',
      'm.last_name as member_last_name',
      'm.email as member_email',
      'm.deleted_at as member_deleted_at',
    ])
    .orderBy('c.accrued_at', 'desc')
    .orderBy('c.id', 'desc')
  if (filter.memberUserId !== undefined) query = query.where('c.member_user_id', '=', filter.memberUserId)
  if (filter.state !== undefined) query = query.where('c.state', '=', filter.state)
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return []
    query = query.where('c.id', 'in', filter.ids)
  }
  if (filter.limit !== undefined) query = query.limit(filter.limit)
  return query.execute()
}

/** The payments of some commissions, oldest first, with their admins' names. */
export async function listPaymentViews(
  db: Kysely<Database>,
  commissionIds: readonly number[],
): Promise<PaymentView[]> {
  if (commissionIds.length === 0) return []
  return db
    .selectFrom('iqstem_commission_payments as y')
    .leftJoin('users as a', 'a.id', 'y.paid_by')
    .selectAll('y')
    .select(['a.first_name as admin_first_name', 'a.last_name as admin_last_name', 'a.email as admin_email'])
    .where('y.commission_id', 'in', commissionIds)
    .orderBy('y.paid_at')
    .orderBy('y.id')
    .execute()
}
