import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'

/**
 * Who sponsors consultants (spec §1 "ecosystem partners"): IQStem accounts, and consultants and
 * executive partners, who see /my-iqstem too. Admins read every referral on their own routes.
 */
export const sponsors = { access: { roles: ['IQStem', 'Consultant', 'ExecPartner'] as const } }
export const admins = { access: { roles: ['Admin'] as const, admin: 'iqstem' as const } }

export const referralTags = ['iqstem referrals']

/**
 * Refuses a sponsor whose membership an admin has not approved (403 MEMBER_NOT_APPROVED): inviting
 * someone in the network's name is a member's privilege, as applying is a consultant's.
 */
export async function assertApprovedMember(db: Kysely<Database>, userId: number): Promise<void> {
  const member = await db
    .selectFrom('network_members')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (member?.status !== 'APPROVED') throw appError('MEMBER_NOT_APPROVED')
}
