import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * What an erased account leaves here, in the deletion's transaction: an owner's shortlist goes
 * (their notes are their own words), and so do the shortlist rows naming an erased consultant. An
 * owner's invitations stay for the project's records, without their message; a consultant's stay
 * too (their name is anonymised by identity, and their face is not shown).
 */
export async function eraseConsultantLinks(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('network_shortlists')
    .where((eb) => eb.or([eb('owner_user_id', '=', userId), eb('consultant_user_id', '=', userId)]))
    .execute()
  await trx
    .updateTable('network_invitations')
    .set({ message: '' })
    .where('owner_user_id', '=', userId)
    .execute()
}
