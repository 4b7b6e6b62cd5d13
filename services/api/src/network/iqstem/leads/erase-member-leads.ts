import { sql, type Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { leadProcess, KEPT_LEAD_STATES } from './lead-process.js'

/**
 * What an erased account leaves of leads, in the deletion's transaction. A member's leads hold a
 * third party's contact details they gave: those not yet converted (and lost ones) are deleted,
 * unless a commission refers to one; their network_transitions rows stay, as every process's do,
 * without their messages (a representative's notes may name the contact). Converted and later
 * ones keep their row, which the project and the commissions refer to, without the contact: name
 * '(erased)', e-mail '(erased <lead id>)' (the id keeps the live-lead unique index on the e-mail
 * satisfied when the member had several), role and phone null. An erased admin is no longer
 * anyone's representative.
 */
export async function eraseMemberLeads(trx: Transaction<Database>, userId: number, at: Date): Promise<void> {
  const deleted = await trx
    .deleteFrom('iqstem_leads')
    .where('member_user_id', '=', userId)
    .where('state', 'not in', [...KEPT_LEAD_STATES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('iqstem_commissions as c').select('c.id').whereRef('c.lead_id', '=', 'iqstem_leads.id'),
        ),
      ),
    )
    .returning('id')
    .execute()
  if (deleted.length > 0)
    await trx
      .updateTable('network_transitions')
      .set({ message: null })
      .where('process', '=', leadProcess.name)
      .where(
        'entity_id',
        'in',
        deleted.map((row) => String(row.id)),
      )
      .execute()
  await trx
    .updateTable('iqstem_leads')
    .set({
      contact_name: '(erased)',
      contact_email: sql<string>`'(erased ' || id || ')'`,
      contact_role: null,
      contact_phone: null,
      updated_at: at,
    })
    .where('member_user_id', '=', userId)
    .execute()
  await trx
    .updateTable('iqstem_leads')
    .set({ representative_user_id: null })
    .where('representative_user_id', '=', userId)
    .execute()
}
