import {
  createDatabase,
  migrateToLatest,
  quoteIdentifier,
  scratchSchemaName,
  type DatabaseConfig,
  type DatabaseHandle,
} from '@iqs/database'
import { sql } from 'kysely'
import type { Database } from '../platform/db/database.js'

/**
 * Opens an empty, migrated database beside the live one, for rebuilt read
 * models (or a benchmark's events): a new schema `replay_<time>_<random>` on the
 * same PostgreSQL server, or an in-memory PGlite when the live database is
 * PGlite. `destroy()` drops it.
 *
 * Why a scratch space: the live tables stay untouched while the replay runs,
 * and both sides can be fingerprinted with the same SQL afterwards.
 *
 * @example
 * const scratch = await openScratchDatabase(databaseConfigFromEnv(process.env, './data'))
 * try { ... } finally { await scratch.destroy() }
 */
export async function openScratchDatabase(
  live: DatabaseConfig,
  options: {
    /** `replay` unless given: `replay_job` (the auditor's jobs), `bench`. */
    prefix?: string
    /**
     * Tables to make unlogged (PostgreSQL): the rebuilt read models, thrown away at the end anyway,
     * need no write-ahead log (measured: about 6% less server CPU per replayed event, and no WAL I/O).
     */
    unlogged?: readonly string[]
  } = {},
): Promise<DatabaseHandle<Database>> {
  if (live.kind === 'pglite') {
    const handle = await createDatabase<Database>({ kind: 'pglite' })
    await migrateToLatest(handle.db as never)
    return handle
  }
  const schema = scratchSchemaName(options.prefix ?? 'replay')
  const admin = await createDatabase({ kind: 'postgres', url: live.url, poolSize: 1 })
  try {
    await sql`create schema ${sql.raw(quoteIdentifier(schema))}`.execute(admin.db)
  } finally {
    await admin.destroy()
  }
  const handle = await createDatabase<Database>({ kind: 'postgres', url: live.url, schema, poolSize: 8 })
  const drop = async () => {
    await handle.destroy()
    const cleaner = await createDatabase({ kind: 'postgres', url: live.url, poolSize: 1 })
    try {
      await sql`drop schema if exists ${sql.raw(quoteIdentifier(schema))} cascade`.execute(cleaner.db)
    } finally {
      await cleaner.destroy()
    }
  }
  try {
    await migrateToLatest(handle.db as never, { schema })
    for (const table of new Set(options.unlogged))
      await sql`alter table ${sql.table(table)} set unlogged`.execute(handle.db)
  } catch (error) {
    await drop()
    throw error
  }
  return { ...handle, destroy: drop }
}
