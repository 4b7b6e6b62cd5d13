import type { OAuthProvider, RegistrationUserType } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { findUserByEmail, findUserById, insertUser } from '../users/users.repository.js'
import type { UserRow } from '../users/users.table.js'
import type { SocialProfile } from './social-profile.js'

/**
 * The account a social sign-in opens: the one already linked to this
 * provider account; else the account with the same e-mail, if the provider
 * verified it (an unverified address could be someone else's, which would
 * hand them the account), now linked; else a new account of `role` (Client
 * unless the register page passed another), without a password. `created`
 * says which, so the caller tells the registration's listeners of a new one.
 *
 * @example const { user, created } = await findOrCreateSocialUser(app.db, 'google', profile, 'Client')
 */
export async function findOrCreateSocialUser(
  db: Kysely<Database>,
  provider: OAuthProvider,
  profile: SocialProfile,
  role: RegistrationUserType,
): Promise<{ user: UserRow; created: boolean }> {
  const linked = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', profile.subject)
    .executeTakeFirst()
  if (linked) {
    const user = await findUserById(db, linked.user_id)
    if (user) return { user, created: false }
    // The account was deleted: its link goes, and the person starts afresh below.
    await db
      .deleteFrom('user_identities')
      .where('provider', '=', provider)
      .where('subject', '=', profile.subject)
      .execute()
  }
  if (!profile.email || !profile.email.includes('@')) throw appError('OAUTH_EMAIL_REQUIRED')
  const existing = await findUserByEmail(db, profile.email)
  if (existing && !profile.emailVerified) throw appError('OAUTH_EMAIL_REQUIRED')
  const user =
    existing ??
    (await insertUser(db, {
      email: profile.email,
      password_hash: null,
      first_name: profile.firstName,
      last_name: profile.lastName,
      user_type: role,
    }))
  await db
    .insertInto('user_identities')
    .values({ provider, subject: profile.subject, user_id: user.id, email: profile.email })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute()
  return { user, created: !existing }
}
