import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { applyTransition } from '../workflow/apply-transition.js'
import { applicationProcess } from './application-process.js'

const ERASED = 'The consultant closed their account'

/**
 * An erased consultant's applications, in the deletion's transaction: the live ones still waiting
 * for an answer are withdrawn by the system (their owners are told), and every one loses its cover
 * message and CV (the files go with the account's `users/<id>/` prefix once it committed). Accepted
 * and closed ones stay, without those, for the owners' records.
 */
export async function eraseConsultantApplications(
  trx: Transaction<Database>,
  userId: number,
  at: Date,
): Promise<void> {
  const waiting = await trx
    .selectFrom('network_applications')
    .select('id')
    .where('consultant_user_id', '=', userId)
    .where('state', 'in', ['submitted', 'shortlisted'])
    .execute()
  for (const { id } of waiting)
    await applyTransition(trx, applicationProcess, {
      entityId: id,
      transition: 'withdraw',
      actor: { role: 'system', userId: null },
      at,
      message: ERASED,
    })
  await trx
    .updateTable('network_applications')
    .set({ cover_message: '', cv_key: null, cv_file_name: null, cv_mime_type: null, cv_size: null })
    .where('consultant_user_id', '=', userId)
    .execute()
}
