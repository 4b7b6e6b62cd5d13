import type { WhiteListStatus } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { iqsTokensHeld } from './token-holdings.js'

/** Where a member stands with the IQS token: their white-list application, and what they hold. */
export interface ShareOwnerStatus {
  /** The share owner's white-list status; null for a member who never began the KYC. */
  whiteListStatus: WhiteListStatus | null
  /** When they sent their KYC for review; null before. */
  submittedAt: Date | null
  /** Whole IQS tokens held now, as text ('0' for none). */
  tokensHeld: string
}

/**
 * A member's token status for the network's admin pages (a named port: the network imports this
 * file, never the exchange's internals): the `share_owners` read model's white-list status and
 * the tokens held (`iqsTokensHeld`).
 *
 * @example await shareOwnerStatus(app.db, 7) // { whiteListStatus: 'APPROVED', submittedAt, tokensHeld: '250' }
 */
export async function shareOwnerStatus(db: Kysely<Database>, userId: number): Promise<ShareOwnerStatus> {
  const [owner, tokensHeld] = await Promise.all([
    db
      .selectFrom('share_owners')
      .select(['status', 'submitted_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    iqsTokensHeld(db, userId),
  ])
  return {
    whiteListStatus: owner?.status ?? null,
    submittedAt: owner?.submitted_at ?? null,
    tokensHeld,
  }
}
