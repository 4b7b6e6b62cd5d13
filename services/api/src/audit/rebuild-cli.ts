import { createDatabase, databaseConfigFromEnv } from '@iqs/database'
import { createPostgresEventStore } from '@iqs/eventstore'
import { sql } from 'kysely'
import { parseArgs } from 'node:util'
import type { Database } from '../platform/db/database.js'
import { allProjections } from '../iqs/ports/replay-port.js'
import { rebuildProjections } from './rebuild-projections.js'

// `npm run projections:rebuild [-- --json] [-- --batch N]`: empties every projection's tables and
// checkpoint in DATABASE_URL (or the embedded PGlite under DATA_DIR, default ./data), then replays
// the whole log into them. On PGlite the server must be stopped (one process at a time on its
// files); on PostgreSQL a running server's projections see their checkpoint vanish and carry on
// safely (compare-and-set), but its read models are incomplete until the rebuild ends.
const { values } = parseArgs({ options: { json: { type: 'boolean' }, batch: { type: 'string' } } })
const config = databaseConfigFromEnv(process.env, process.env.DATA_DIR ?? './data')
if (config.kind === 'pglite')
  console.error(
    `Embedded database ${config.dataDir}: run this only while the server is stopped (PGlite takes one process at a time).`,
  )
const handle = await createDatabase<Database>(config)
try {
  const { rows } = await sql<{ table: string | null }>`select to_regclass('events')::text as table`.execute(
    handle.db,
  )
  if (!rows[0]?.table) {
    console.error(`No event store in ${handle.description}: run npm run migrate first.`)
    process.exit(2)
  }
  const store = createPostgresEventStore({ db: handle.db as never })
  const result = await rebuildProjections({
    db: handle.db,
    store,
    projections: allProjections,
    ...(values.batch ? { batchSize: Number(values.batch) } : {}),
  })
  await store.close()
  if (values.json) console.log(JSON.stringify(result, null, 2))
  else {
    const rate = result.seconds > 0 ? Math.round(result.events / result.seconds) : 0
    console.log(
      `Rebuilt ${allProjections.length} projections from ${result.events} events in ${result.seconds.toFixed(2)} s (${rate} events/s) on ${handle.description}`,
    )
    const width = Math.max(...result.tables.map((t) => t.table.length))
    for (const t of result.tables)
      console.log(`  ${t.table.padEnd(width)}  ${String(t.rows).padStart(9)} rows  (${t.projection})`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await handle.destroy()
}
