import type { ReviewRequest } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { z } from 'zod'
import type { reviewRequestSchema } from '@iqs/protocol'
import { appError } from '../../platform/errors.js'
import { readContractAs } from '../contracts/contract-access.js'
import { reviewOpenUntil } from '../contracts/contract-dto.js'
import { recordCreation } from '../workflow/apply-transition.js'
import { reviewProcess } from './review-process.js'

/**
 * A party's review of the other after a completed contract: 404 CONTRACT_NOT_FOUND unless the
 * caller is a party (an admin reads contracts but reviews none: 403 TRANSITION_FORBIDDEN), 409
 * REVIEW_NOT_OPEN before completion, 409 REVIEW_WINDOW_CLOSED 30 days after it, 409 REVIEW_EXISTS
 * for a second review of the same side (the unique index decides between two at once).
 */
export async function submitReview(
  app: FastifyInstance,
  user: RequestUser,
  contractId: string,
  fields: z.output<typeof reviewRequestSchema> & ReviewRequest,
): Promise<string> {
  const { view, part } = await readContractAs(app.db, user, contractId)
  const at = app.clock.date()
  if (part === 'admin') throw appError('TRANSITION_FORBIDDEN', undefined, { transition: 'submit' })
  if (view.state !== 'completed' || !view.completed_at) throw appError('REVIEW_NOT_OPEN')
  if (at > reviewOpenUntil(view.completed_at)) throw appError('REVIEW_WINDOW_CLOSED')
  const id = randomUUID()
  try {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('network_reviews')
        .values({
          id,
          contract_id: contractId,
          author_side: part,
          author_user_id: user.id,
          subject_user_id: part === 'consultant' ? view.owner_user_id : view.consultant_user_id,
          rating: fields.rating,
          quality: fields.criteria.quality,
          communication: fields.criteria.communication,
          reliability: fields.criteria.reliability,
          comment: fields.comment,
          state: 'published',
          created_at: at,
          updated_at: at,
        })
        .execute()
      await recordCreation(trx, reviewProcess, {
        entityId: id,
        transition: 'submit',
        actor: { role: part, userId: user.id },
        at,
      })
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw appError('REVIEW_EXISTS')
    throw error
  }
  return id
}
