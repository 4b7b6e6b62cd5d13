import type { Review, UserType } from '@iqs/protocol'
import type { ReviewView } from './reviews.repository.js'

const person = (userId: number, first: string, last: string, role: string, erased: Date | null) => ({
  user_id: userId,
  name: erased ? null : `${first} ${last}`.trim() || null,
  role: role as UserType,
})

/** A review as members read it: the author's and subject's display names and roles, never more. */
export function toReview(view: ReviewView): Review {
  return {
    id: view.id,
    contract_id: view.contract_id,
    project: { id: Number(view.project_id), title: view.project_title },
    author: person(
      view.author_user_id,
      view.author_first_name,
      view.author_last_name,
      view.author_role,
      view.author_deleted_at,
    ),
    subject: person(
      view.subject_user_id,
      view.subject_first_name,
      view.subject_last_name,
      view.subject_role,
      view.subject_deleted_at,
    ),
    rating: view.rating,
    criteria: { quality: view.quality, communication: view.communication, reliability: view.reliability },
    comment: view.comment,
    state: view.state,
    created_at: view.created_at.toISOString(),
  }
}
