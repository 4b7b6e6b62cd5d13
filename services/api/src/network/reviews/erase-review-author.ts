import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * An erased member's reviews, in the deletion's transaction: the comments they wrote are blanked
 * (their marks stay, without their name, so a rating does not change behind its readers' backs).
 */
export async function eraseReviewAuthor(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable('network_reviews').set({ comment: '' }).where('author_user_id', '=', userId).execute()
}
