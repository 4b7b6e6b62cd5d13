import type { ProfileReviews } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { toReview } from './review-dto.js'
import { publishedReviewsAbout, ratingsOf } from './reviews.repository.js'

/** The published reviews about a member, for their profile: the average mark, the count, the reviews. */
export async function readProfileReviews(db: Kysely<Database>, userId: number): Promise<ProfileReviews> {
  const [views, ratings] = await Promise.all([publishedReviewsAbout(db, userId), ratingsOf(db, [userId])])
  const rating = ratings.get(userId)
  return { average: rating?.average ?? null, count: rating?.count ?? 0, items: views.map(toReview) }
}
