import { sql, type Kysely, type Transaction } from 'kysely'
import type { RegisteredUser } from '../../../identity/accounts/registration-listeners.js'
import type { Database } from '../../../platform/db/database.js'
import { insertNotifications } from '../../notifications/notifications.repository.js'

/** The sponsor's page of their consultants (web router: /my-iqstem/my-consultants). */
export const MY_CONSULTANTS_LINK = '/my-iqstem/my-consultants'

/**
 * Records the sponsor of a new consultant account (the registration's listener): the referral whose
 * invitation code came with the registration, if still unused, else the unlinked referral of the
 * account's e-mail (any case: the person may have registered without the link, or through a social
 * sign-in). The sponsor is told (`referral.registered`) in the same transaction. Another role's new
 * account links nothing: a referral sponsors a consultant, and commissions come from consultants'
 * contracts. The row is locked and updated with a guard, so two registrations cannot both take it.
 * Whether a referral was linked.
 */
export async function linkRegisteredReferral(
  db: Kysely<Database>,
  user: RegisteredUser & { first_name: string; last_name: string },
  context: { sponsorCode?: string | undefined; at: Date },
): Promise<boolean> {
  if (user.user_type !== 'Consultant') return false
  return db.transaction().execute(async (trx) => {
    const referral =
      (context.sponsorCode ? await openReferral(trx, 'code', context.sponsorCode) : undefined) ??
      (await openReferral(trx, 'email', user.email))
    if (!referral) return false
    const linked = await trx
      .updateTable('iqstem_referrals')
      .set({ consultant_user_id: user.id, registered_at: context.at })
      .where('id', '=', referral.id)
      .where('consultant_user_id', 'is', null)
      .executeTakeFirst()
    if (linked.numUpdatedRows !== 1n) return false
    const name =
      `${user.first_name} ${user.last_name}`.trim() || `${referral.first_name} ${referral.last_name}`
    await insertNotifications(
      trx,
      [
        {
          recipientUserId: referral.sponsor_user_id,
          kind: 'referral.registered',
          params: { consultant_name: name },
          link: MY_CONSULTANTS_LINK,
        },
      ],
      context.at,
    )
    return true
  })
}

/** The unlinked referral with this code or e-mail, locked. */
function openReferral(trx: Transaction<Database>, by: 'code' | 'email', value: string) {
  let query = trx
    .selectFrom('iqstem_referrals')
    .select(['id', 'sponsor_user_id', 'first_name', 'last_name'])
    .where('consultant_user_id', 'is', null)
  query =
    by === 'code'
      ? query.where('invitation_code', '=', value)
      : query.where(sql<string>`lower(email)`, '=', value.trim().toLowerCase())
  return query.forUpdate().executeTakeFirst()
}
