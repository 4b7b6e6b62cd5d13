import pg from 'pg'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase, quoteIdentifier, type DatabaseHandle } from './create-database.js'
import { MIGRATIONS_FOLDER, migrateToLatest } from './migrate.js'
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
        if (options.migrate === false) return createDatabase<DB>({ kind: 'pglite' })
        return createDatabase<DB>({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() })
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

/**
 * A migrated PGlite data directory (a tarball), made once per set of migrations and shared by every
 * test file through a file in the system's temporary folder. Why: migrating a fresh PGlite costs
 * about as much again as starting one, and the services' tests open hundreds; loading the migrated
 * directory skips the migrations. The file's name carries a hash of the migrations (names and
 * contents), so a changed or added migration makes a new template, never a stale one; it is written
 * under a temporary name and renamed, so files running side by side never read half of one.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `iqs-pglite-template-${migrationsHash()}.tar`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    const handle = await createDatabase({ kind: 'pglite' })
    try {
      await migrateToLatest(handle.db)
      const bytes = Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer())
      const partial = `${file}.${process.pid}.${Date.now()}`
      writeFileSync(partial, bytes)
      renameSync(partial, file)
      return new Blob([bytes])
    } finally {
      await handle.destroy()
    }
  }
}

/** A short hash of PGlite's version (its data format) and of every migration's name and contents. */
function migrationsHash(): string {
  const hash = createHash('sha256').update(pgliteVersion())
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(path.join(MIGRATIONS_FOLDER, name)))
      .update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** The installed PGlite's version, read from its package.json (which its exports do not list). */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (path.basename(folder) !== 'pglite') folder = path.dirname(folder)
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version
}
