import type { AwaitingReview, MyReviews, UserType } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { reviewOpenUntil } from '../contracts/contract-dto.js'
import { listMemberContracts } from '../contracts/contracts.repository.js'
import { toReview } from './review-dto.js'
import { reviewViews, type ReviewView } from './reviews.repository.js'

/**
 * A member's reviews: those they wrote (hidden ones too: they are theirs), the published ones
 * about them, and the completed contracts they may still review (window open, none written).
 */
export async function readMyReviews(db: Kysely<Database>, userId: number, now: Date): Promise<MyReviews> {
  const [written, received, contracts] = await Promise.all([
    reviewViews(db).where('r.author_user_id', '=', userId).execute() as Promise<ReviewView[]>,
    reviewViews(db)
      .where('r.subject_user_id', '=', userId)
      .where('r.state', '=', 'published')
      .execute() as Promise<ReviewView[]>,
    listMemberContracts(db, userId),
  ])
  const reviewed = new Set(written.map((review) => review.contract_id))
  const awaiting: AwaitingReview[] = contracts
    .filter((c) => c.state === 'completed' && c.completed_at && now <= reviewOpenUntil(c.completed_at))
    .filter((c) => !reviewed.has(c.id))
    .map((c) => {
      const mine = c.consultant_user_id === userId
      const erased = mine ? c.owner_deleted_at : c.consultant_deleted_at
      const name = mine
        ? `${c.owner_first_name} ${c.owner_last_name}`
        : `${c.consultant_first_name} ${c.consultant_last_name}`
      return {
        contract_id: c.id,
        project: { id: Number(c.project_id), title: c.project_title },
        other: {
          user_id: mine ? c.owner_user_id : c.consultant_user_id,
          name: erased ? null : name.trim() || null,
          role: (mine ? c.owner_role : c.consultant_role) as UserType,
        },
        open_until: reviewOpenUntil(c.completed_at!).toISOString(),
      }
    })
  return { written: written.map(toReview), received: received.map(toReview), awaiting }
}
