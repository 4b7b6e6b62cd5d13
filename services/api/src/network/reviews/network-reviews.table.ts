import type { ReviewState } from '@iqs/protocol'
import type { ColumnType, Selectable } from 'kysely'

/**
 * `network_reviews` (migration 0831): one party's review of the other after a completed contract.
 * Its state moves only through the review process (review-process.ts).
 */
export interface NetworkReviewsTable {
  id: string
  contract_id: string
  author_side: 'consultant' | 'owner'
  author_user_id: number
  subject_user_id: number
  rating: number
  quality: number
  communication: number
  reliability: number
  comment: string
  state: ReviewState
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

export type NetworkReviewRow = Selectable<NetworkReviewsTable>
