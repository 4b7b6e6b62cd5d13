import type { EventStore } from '@iqs/eventstore'
import { sql, type Kysely } from 'kysely'
import { performance } from 'node:perf_hooks'
import type { Database } from '../platform/db/database.js'
import type { Projection } from '../platform/projections/projection.js'
import { ProjectionRunner } from '../platform/projections/projection-runner.js'

export interface RebuildResult {
  events: number
  seconds: number
  tables: { projection: string; table: string; rows: number }[]
}

/**
 * Empties every projection's tables and deletes its checkpoint (one
 * transaction), then replays the whole log into them.
 *
 * Why: read models are derived data; after a projection's code changes, or
 * to recover from a damaged table, the log rebuilds them exactly. While it
 * runs, the read models are incomplete.
 *
 * @example
 * const { events, seconds } = await rebuildProjections({ db, store, projections: marketProjections })
 */
export async function rebuildProjections(options: {
  db: Kysely<Database>
  store: EventStore
  projections: readonly Projection[]
  batchSize?: number
}): Promise<RebuildResult> {
  const { db, store, projections } = options
  const started = performance.now()
  await db.transaction().execute(async (trx) => {
    for (const projection of projections) {
      for (const table of projection.tables) await sql`delete from ${sql.table(table)}`.execute(trx)
      await sql`delete from event_checkpoints where name = ${projection.name}`.execute(trx)
    }
  })
  const runner = new ProjectionRunner({ db, store, projections, batchSize: options.batchSize ?? 5_000 })
  const { events } = await runner.catchUp()
  const tables: RebuildResult['tables'] = []
  for (const projection of projections) {
    for (const table of projection.tables) {
      const { rows } = await sql<{
        rows: number
      }>`select count(*)::int8 as rows from ${sql.table(table)}`.execute(db)
      tables.push({ projection: projection.name, table, rows: rows[0]?.rows ?? 0 })
    }
  }
  return { events, seconds: (performance.now() - started) / 1000, tables }
}
