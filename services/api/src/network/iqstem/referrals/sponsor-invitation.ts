import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'

/**
 * What the registration page shows to whoever opens a referral link: who invited them and the
 * name and e-mail to pre-fill. Only an unused code opens it (404 SPONSOR_CODE_INVALID for an
 * unknown one or one whose consultant has registered: the link has done its work, and the invitee's
 * details should not stay readable by whoever holds an old mail).
 */
export async function findSponsorInvitation(db: Kysely<Database>, code: string) {
  const row = await db
    .selectFrom('iqstem_referrals as r')
    .innerJoin('users as s', 's.id', 'r.sponsor_user_id')
    .select([
      'r.email',
      'r.first_name',
      'r.last_name',
      's.first_name as sponsor_first_name',
      's.last_name as sponsor_last_name',
    ])
    .where('r.invitation_code', '=', code)
    .where('r.consultant_user_id', 'is', null)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw appError('SPONSOR_CODE_INVALID')
  return {
    sponsor_name: `${row.sponsor_first_name} ${row.sponsor_last_name}`.trim(),
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
  }
}
