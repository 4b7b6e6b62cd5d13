import { sql, type Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'

/**
 * What an erased account leaves of referrals, in the deletion's transaction. An erased sponsor's
 * invitations nobody took up go (the invitee's name and e-mail were the sponsor's to keep; the
 * link dies with them); those taken up stay without the sponsor's message, as their commissions
 * name them. An erased
 * consultant's referral stays for the sponsor's records and commissions, without the e-mail or
 * names. Its e-mail becomes `(erased <id>)` rather than one shared text, since e-mails are unique
 * across referrals (any case).
 */
export async function eraseReferrals(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('iqstem_referrals')
    .where('sponsor_user_id', '=', userId)
    .where('consultant_user_id', 'is', null)
    .execute()
  await trx
    .updateTable('iqstem_referrals')
    .set({ message: null })
    .where('sponsor_user_id', '=', userId)
    .execute()
  await trx
    .updateTable('iqstem_referrals')
    .set({
      email: sql<string>`'(erased ' || id || ')'`,
      first_name: '',
      last_name: '',
      message: null,
    })
    .where('consultant_user_id', '=', userId)
    .execute()
}
