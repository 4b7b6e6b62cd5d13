import type { NotificationParams } from '@iqs/protocol'
import { insertNotifications } from '../notifications/notifications.repository.js'
import type { EffectContext } from '../workflow/process.js'

/** Where a member reads the reviews about them (web: /my-projects/my-reviews). */
export const myReviewsLink = '/my-projects/my-reviews'

/** The effect of `submit`: tells the reviewed party, in the review's transaction. */
export async function notifyReviewed(context: EffectContext): Promise<void> {
  const review = await context.trx
    .selectFrom('network_reviews as r')
    .innerJoin('network_contracts as c', 'c.id', 'r.contract_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('users as s', 's.id', 'r.subject_user_id')
    .select(['r.subject_user_id', 'p.title', 's.deleted_at'])
    .where('r.id', '=', String(context.entityId))
    .executeTakeFirstOrThrow()
  if (review.deleted_at !== null) return
  const params: NotificationParams = review.title ? { project_title: review.title } : {}
  await insertNotifications(
    context.trx,
    [{ recipientUserId: review.subject_user_id, kind: 'review.received', params, link: myReviewsLink }],
    context.at,
  )
}
