import type { Kysely } from 'kysely'
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
  const migrator = new Migrator({
    db,
    provider: new SqlMigrationProvider(options.folder ?? MIGRATIONS_FOLDER),
    // Named explicitly: otherwise kysely finds `kysely_migration` in *any*
    // schema (a test's or a replay's scratch schema) and skips creating ours.
    migrationTableSchema: options.schema ?? 'public',
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error })
  }
  return result
}
