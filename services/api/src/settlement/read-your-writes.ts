import { CheckpointConflictError } from '@iqs/eventstore'
import type { FastifyInstance } from 'fastify'

/**
 * Brings the read models up to the end of the log, for a route that must read what a command just
 * wrote. The running projection loops may apply the same events at the same moment: the loser's
 * transaction fails, on its checkpoint (CheckpointConflictError) or, on PostgreSQL, earlier on a
 * row the winner just inserted (unique violation, 23505). Either way it was rolled back and only
 * means another reader applied the events, so it is retried rather than surfaced.
 *
 * @example await readYourWrites(app); const row = await findTrade(app.db, tradeId)
 */
export async function readYourWrites(app: FastifyInstance): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await app.projections.catchUp()
      return
    } catch (error) {
      const lostRace =
        error instanceof CheckpointConflictError || (error as { code?: unknown } | null)?.code === '23505'
      if (!lostRace || attempt >= 5) throw error
    }
  }
}
