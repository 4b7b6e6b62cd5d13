import { CheckpointConflictError } from '@iqs/eventstore'
import type { FastifyInstance } from 'fastify'

/**
 * `app.projections.catchUp()` for a route that must read its own write. The background followers
 * apply the same events at the same time, and whichever moves a checkpoint second gets a
 * CheckpointConflictError: the events are applied either way, so this reads again until the read
 * models reach the end of the log.
 *
 * @example await catchUpReadModels(app) // then read share_owners
 */
export async function catchUpReadModels(app: FastifyInstance, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await app.projections.catchUp()
      return
    } catch (error) {
      if (!(error instanceof CheckpointConflictError) || attempt >= attempts) throw error
    }
  }
}
