import { createDatabase, databaseConfigFromEnv } from '@iqs/database'
import { createPostgresEventStore } from '@iqs/eventstore'
import { marketStreamId } from '@iqs/exchange'
import { sql } from 'kysely'
import { parseArgs } from 'node:util'
import type { Database } from '../platform/db/database.js'
import { INSTRUMENTS, MARKET_CONFIGS } from '../iqs/ports/replay-port.js'
import { allProjections } from '../iqs/ports/replay-port.js'
import { auditReplay } from './replay-audit.js'
import { formatReplayReport } from './replay-report.js'
import { openScratchDatabase } from './replay-scratch.js'
import { resolveUntil } from './replay-until.js'

// `npm run replay [-- --until <position | ISO time>] [-- --json] [-- --batch N]`: rebuilds every
// market's engine and every projection from the first event (no snapshots) in a scratch schema, and
// prints their hashes beside the live ones. Exit 0 when everything matches (or with --until), 1 on
// any difference, 2 on bad arguments or when there is no event store.
// On the embedded PGlite (no DATABASE_URL) the server must be stopped: PGlite files under DATA_DIR
// take one process at a time, and a second one opening them can corrupt them.
const { values } = parseArgs({
  options: { until: { type: 'string' }, json: { type: 'boolean' }, batch: { type: 'string' } },
})
const config = databaseConfigFromEnv(process.env, process.env.DATA_DIR ?? './data')
if (config.kind === 'pglite')
  console.error(
    `Embedded database ${config.dataDir}: run this only while the server is stopped (PGlite takes one process at a time).`,
  )
const live = await createDatabase<Database>(config)
try {
  const { rows } = await sql<{ table: string | null }>`select to_regclass('events')::text as table`.execute(
    live.db,
  )
  if (!rows[0]?.table) {
    console.error(`No event store in ${live.description}: run npm run migrate first.`)
    process.exit(2)
  }
  const until = values.until === undefined ? undefined : await resolveUntil(live.db, values.until)
  const scratch = await openScratchDatabase(config, {
    unlogged: ['event_checkpoints', ...allProjections.flatMap((projection) => projection.tables)],
  })
  const store = createPostgresEventStore({ db: live.db as never })
  try {
    const report = await auditReplay({
      store,
      live: live.db,
      scratch: scratch.db,
      projections: allProjections,
      markets: INSTRUMENTS.map((instrument) => ({
        streamId: marketStreamId(instrument),
        config: MARKET_CONFIGS[instrument],
      })),
      ...(until === undefined ? {} : { until }),
      ...(values.batch ? { batchSize: Number(values.batch) } : {}),
    })
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReplayReport(report, live.description))
    process.exitCode = report.ok ? 0 : 1
  } finally {
    await store.close()
    await scratch.destroy()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
} finally {
  await live.destroy()
}
