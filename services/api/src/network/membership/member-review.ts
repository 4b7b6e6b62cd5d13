import { MEMBER_ADMIN_PERMISSION } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { insertNotifications } from '../notifications/notifications.repository.js'
import { MEMBER_PROCESS } from './member-reviews.repository.js'

export { memberReviewHistory, memberReviewSummary } from './member-reviews.repository.js'

/** Where a reviewed member reads their status (web router: /my-account). */
export const MY_ACCOUNT_LINK = '/my-account'

/** The admin_actions record type of everything an admin does to a member (issue 18). */
export const MEMBER_RECORD = 'member'

/**
 * An admin's decision on a submitted membership: the three moves out of PENDING. Asking for more
 * information sends the application back to ONBOARDING, where the member edits their steps and
 * submits again (onboarding's `markSubmitted`: ONBOARDING -> PENDING), the admin's message kept in
 * `review_reason` for them to read meanwhile.
 */
export const MEMBER_REVIEWS = {
  approve: { to: 'APPROVED', notice: 'member.approved' },
  reject: { to: 'REJECTED', notice: 'member.rejected' },
  request_info: { to: 'ONBOARDING', notice: 'member.info_requested' },
} as const
export type MemberReview = keyof typeof MEMBER_REVIEWS

/**
 * Decides on a membership (PENDING -> APPROVED | REJECTED | ONBOARDING), in one transaction: the row
 * is locked, its status checked (409 TRANSITION_NOT_ALLOWED with `details: { state, transition }`
 * otherwise; 404 MEMBER_NOT_FOUND for an unknown or erased account, or one without a membership),
 * moved with a guard on PENDING, the decision recorded in network_transitions (process 'member',
 * the admin as actor, the reason as message) and in admin_actions (under the group of the member's
 * role), and the member told (a notice; its mail goes after the commit). Not the workflow's
 * `applyTransition`: that keys rows on `id`, network_members on `user_id`. A rejection's reason or a
 * request's message is kept on the row for the member to read; an approval clears it.
 */
export async function reviewMember(
  db: Kysely<Database>,
  review: { userId: number; review: MemberReview; adminId: number; reason: string | null; at: Date },
): Promise<void> {
  const { userId, adminId, reason, at } = review
  const { to, notice } = MEMBER_REVIEWS[review.review]
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('network_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.status', 'u.user_type'])
      .where('m.user_id', '=', userId)
      .where('u.deleted_at', 'is', null)
      .forUpdate('m')
      .executeTakeFirst()
    if (!member || !(member.user_type in MEMBER_ADMIN_PERMISSION)) throw appError('MEMBER_NOT_FOUND')
    const refused = () =>
      appError('TRANSITION_NOT_ALLOWED', undefined, { state: member.status, transition: review.review })
    if (member.status !== 'PENDING') throw refused()
    const moved = await trx
      .updateTable('network_members')
      .set({ status: to, review_reason: reason, updated_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (moved.numUpdatedRows !== 1n) throw refused()
    await trx
      .insertInto('network_transitions')
      .values({
        process: MEMBER_PROCESS,
        entity_id: String(userId),
        transition: review.review,
        from_state: 'PENDING',
        to_state: to,
        actor_user_id: adminId,
        message: reason,
        at,
      })
      .execute()
    await recordAdminAction(trx, {
      adminUserId: adminId,
      permission: MEMBER_ADMIN_PERMISSION[member.user_type as keyof typeof MEMBER_ADMIN_PERMISSION],
      recordType: MEMBER_RECORD,
      recordId: userId,
      action: review.review,
      changes: { status: { from: 'PENDING', to }, ...(reason ? { reason } : {}) },
      at,
    })
    await insertNotifications(
      trx,
      [
        {
          recipientUserId: userId,
          kind: notice,
          params: reason ? { message: reason } : {},
          link: MY_ACCOUNT_LINK,
        },
      ],
      at,
    )
  })
}
