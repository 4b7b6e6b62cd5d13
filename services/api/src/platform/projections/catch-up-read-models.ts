import { CheckpointConflictError } from '@iqs/eventstore'
import type { FastifyInstance } from 'fastify'

/**
 * Brings the read models up to the end of the log, for a route that must read what a command just
 * wrote (read your writes). The running projection loops may apply the same events at the same
 * moment: the loser's transaction fails, on its checkpoint (CheckpointConflictError) or, on
 * PostgreSQL, earlier on a row the winner just inserted (unique violation, 23505). Either way it was
 * rolled back and only means another reader applied the events, so it is retried, not surfaced.
 *
 * @example await catchUpReadModels(app) // then read share_owners
 */
export async function catchUpReadModels(app: FastifyInstance, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await app.projections.catchUp()
      return
    } catch (error) {
      const lostRace =
        error instanceof CheckpointConflictError || (error as { code?: unknown } | null)?.code === '23505'
      if (!lostRace || attempt >= attempts) throw error
    }
  }
}
