import { sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely'
import { Migrator, type MigrationResultSet } from 'kysely/migration'
import { fileURLToPath } from 'node:url'
import { SqlMigrationProvider } from './sql-migration-provider.js'

/** The repository's `migrations/` folder, wherever this module is run from (src or dist). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url))

/**
 * Brings the schema up to the newest migration. Throws with the failing
 * migration's name, so a broken start-up says what broke.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  options: { folder?: string; schema?: string } = {},
): Promise<MigrationResultSet> {
  const schema = options.schema ?? 'public'
  const migrator = new Migrator({
    db: withIntrospectionOf(db, schema),
    provider: new SqlMigrationProvider(options.folder ?? MIGRATIONS_FOLDER),
    // Named explicitly: otherwise kysely finds `kysely_migration` in *any*
    // schema (a test's or a replay's scratch schema) and skips creating ours.
    migrationTableSchema: schema,
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error })
  }
  return result
}

/**
 * The same Kysely, whose introspection (all the Migrator asks of it: does the schema exist, does
 * its table exist) looks at one schema only. Why: kysely's PostgreSQL introspector lists every
 * column of every table in every schema of the database and resolves each schema by its name
 * (`has_schema_privilege`, `pg_get_serial_sequence`), so a schema that another process drops
 * meanwhile (a test file ending beside this one, a replay's scratch space) makes the migration fail
 * with "schema ... does not exist"; and the more schemas the server holds, the slower it gets.
 */
function withIntrospectionOf(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db)
      return rows
    },
    async getTables() {
      const { rows } = await sql<{ name: string; is_view: boolean }>`
        select table_name as name, table_type = 'VIEW' as is_view
        from information_schema.tables where table_schema = ${schema}`.execute(db)
      return rows.map((row): TableMetadata => ({
        name: row.name,
        schema,
        isView: row.is_view,
        isForeign: false,
        columns: [],
      }))
    },
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection
      // Kysely keeps its state in private fields: its members must see the real instance as `this`.
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
