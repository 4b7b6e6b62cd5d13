import { sql, type Kysely } from 'kysely'
import { findUserByEmail } from '../../../identity/users/users.repository.js'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { assertApprovedMember } from './referral-access.js'
import { newInvitationCode } from './invitation-code.js'

/** The invitee, as `referralRequestSchema` parsed them. */
export interface ReferralFields {
  email: string
  first_name: string
  last_name: string
  message: string | null
}

/** The referral as written, with what its invitation mail needs. */
export interface InvitedReferral {
  id: number
  email: string
  first_name: string
  last_name: string
  message: string | null
  invitation_code: string
}

/**
 * `sponsorId` invites a consultant by e-mail. Refused when the sponsor is not approved (403
 * MEMBER_NOT_APPROVED), when a live account has the e-mail (409 REFERRAL_ALREADY_MEMBER: nobody
 * sponsors someone already in), or when anyone invited that e-mail before (409 REFERRAL_DUPLICATE:
 * one sponsor per person, the first). The unique index on lower(email) decides between two
 * invitations at once, and its violation answers the same 409.
 */
export async function inviteReferral(
  db: Kysely<Database>,
  invitation: { sponsorId: number; request: ReferralFields; at: Date },
): Promise<InvitedReferral> {
  const { sponsorId, request, at } = invitation
  await assertApprovedMember(db, sponsorId)
  if (await findUserByEmail(db, request.email)) throw appError('REFERRAL_ALREADY_MEMBER')
  const invited = await db
    .selectFrom('iqstem_referrals')
    .select('id')
    .where(sql<string>`lower(email)`, '=', request.email.toLowerCase())
    .executeTakeFirst()
  if (invited) throw appError('REFERRAL_DUPLICATE')
  try {
    return await db
      .insertInto('iqstem_referrals')
      .values({
        sponsor_user_id: sponsorId,
        email: request.email,
        first_name: request.first_name,
        last_name: request.last_name,
        message: request.message,
        invitation_code: newInvitationCode(),
        consultant_user_id: null,
        registered_at: null,
        created_at: at,
      })
      .returning(['id', 'email', 'first_name', 'last_name', 'message', 'invitation_code'])
      .executeTakeFirstOrThrow()
  } catch (error) {
    // Two invitations of one e-mail at once: the second meets the index on lower(email).
    if ((error as { code?: string }).code === '23505') throw appError('REFERRAL_DUPLICATE')
    throw error
  }
}
