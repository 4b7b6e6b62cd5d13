import { CheckpointConflictError } from '@iqs/eventstore'
import type { FastifyInstance } from 'fastify'

/**
 * Read your writes: brings every read model up to the end of the log before the caller reads it.
 * The one place where projection work runs on a request's path; everywhere else the read models
 * follow the log in the background (the projections' loops, woken by every market commit and
 * polling every 200 ms for the other streams), and a read answers with what they hold.
 *
 * Use it only where a reader must see a write it already knows of (docs/architecture.md, "Read
 * your writes"):
 * - a write route that answers with the read model's view of what it just wrote (white-list
 *   commands, settlement steps, P2P answers, news, votes, market configuration, token creation);
 * - a write route that checks a command against the read model and may find it behind (a cancel
 *   of an order placed a moment ago, a settlement step on a trade just executed): then once, only
 *   when the row is missing;
 * - `GET /api/iqs/orders`: the trading screen refetches my orders right after I place or cancel
 *   one, and placing does not wait for the read models (it is the hot path);
 * - the `orders.me` WebSocket snapshot: the deltas the socket already received must be in it;
 * - the blackout scheduler, which reads a market's status right after changing it;
 * - the `ticker.*` and `candles.*` WebSocket channels after a batch of trades (they show the read
 *   models' figures, which must hold those trades), and the `market.*` channel's starting point.
 * Not for other reads: a GET that anyone may send at any time reads what the loops have applied.
 *
 * The running loops may apply the same events at the same moment: the loser's transaction fails,
 * on its checkpoint (CheckpointConflictError) or, on PostgreSQL, earlier on a row the winner just
 * inserted (unique violation, 23505). Either way it was rolled back and only means another reader
 * applied the events, so it is retried, not surfaced.
 *
 * @example
 * await readYourWrites(app) // then read iqs_orders
 */
export async function readYourWrites(app: FastifyInstance, attempts = 10): Promise<void> {
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
