import type { DatabaseHandle } from '@iqs/database'
import type { EventStore } from '@iqs/eventstore'
import { marketStreamId } from '@iqs/exchange'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Database } from '../../platform/db/database.js'
import { allProjections, INSTRUMENTS, MARKET_CONFIGS } from '../../iqs/ports/replay-port.js'
import { auditReplay, type AuditProgress, type ReplayAuditReport } from '../replay-audit.js'
import { openScratchDatabase } from '../replay-scratch.js'

/** Pages are small so that one page's folding holds the event loop for a few milliseconds only. */
const PAGE = 1_000
/** Folded rows are written every this many events, so no single statement carries a huge batch. */
const WRITE_EVERY = 20_000

export interface RunReplayAuditOptions {
  /** The live database: its read models and checkpoints are compared, its config opens the scratch. */
  database: DatabaseHandle<Database>
  store: EventStore
  signal: AbortSignal
  onProgress(progress: AuditProgress): void
}

/**
 * `npm run replay` inside the running api: every market's engine and every projection rebuilt from
 * the first event, the read models into a scratch space of their own (a `replay_<random>` schema on
 * the same PostgreSQL server, or an in-memory PGlite beside the embedded one), then compared with
 * the live state. The scratch space is dropped whatever happens.
 *
 * Why it yields after every page: the api serves live traffic on the same thread; between two
 * pages, requests and socket writes get their turn, so the replay costs them CPU, not latency
 * spikes. It reads the live tables only in the audit's one short repeatable-read transaction.
 *
 * @example
 * const report = await runReplayAudit({ database: app.database, store: app.eventStore, signal, onProgress })
 */
export async function runReplayAudit(options: RunReplayAuditOptions): Promise<ReplayAuditReport> {
  const { signal } = options
  const scratch = await openScratchDatabase(options.database.config, {
    prefix: 'replay_job',
    unlogged: ['event_checkpoints', ...allProjections.flatMap((projection) => projection.tables)],
  })
  try {
    signal.throwIfAborted()
    return await auditReplay({
      store: options.store,
      live: options.database.db,
      scratch: scratch.db,
      projections: allProjections,
      markets: INSTRUMENTS.map((instrument) => ({
        streamId: marketStreamId(instrument),
        config: MARKET_CONFIGS[instrument],
      })),
      batchSize: PAGE,
      writeEvery: WRITE_EVERY,
      signal,
      async onProgress(progress) {
        options.onProgress(progress)
        await nextTurn()
      },
    })
  } finally {
    await scratch.destroy()
  }
}
