import pg from 'pg'
import { createDatabase, quoteIdentifier, type DatabaseHandle } from './create-database.js'
import { migrateToLatest } from './migrate.js'
import { scratchSchemaName } from './scratch-schema-name.js'

/** One storage backend that the same test cases run on (kysely's "for each dialect" habit). */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres'
  /**
   * A fresh, migrated database of its own: in-memory PGlite, or a new schema
   * on the server so that parallel test files never see each other's rows.
   * `destroy()` drops that schema.
   */
  open<DB>(options?: { migrate?: boolean }): Promise<DatabaseHandle<DB>>
}

/**
 * The backends to test on: PGlite always, PostgreSQL too when `DATABASE_URL` is set.
 *
 * @example
 * for (const backend of testDatabases()) describe(backend.name, () => { ... })
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const backends: TestDatabase[] = [
    {
      name: 'pglite',
      async open<DB>(options: { migrate?: boolean } = {}) {
        const handle = await createDatabase<DB>({ kind: 'pglite' })
        if (options.migrate !== false) await migrateToLatest(handle.db as never)
        return handle
      },
    },
  ]
  const url = env.DATABASE_URL?.trim()
  if (url) {
    backends.push({
      name: 'postgres',
      async open<DB>(options: { migrate?: boolean } = {}) {
        const schema = scratchSchemaName('test')
        await runAdmin(url, `create schema ${quoteIdentifier(schema)}`)
        const handle = await createDatabase<DB>({ kind: 'postgres', url, schema, poolSize: 5 })
        if (options.migrate !== false) await migrateToLatest(handle.db as never, { schema })
        return {
          ...handle,
          async destroy() {
            await handle.destroy()
            await runAdmin(url, `drop schema if exists ${quoteIdentifier(schema)} cascade`)
          },
        }
      },
    })
  }
  return backends
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  // A dropped connection rejects the statement; unheard, its `error` event would end the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
