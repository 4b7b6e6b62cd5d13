import { createDatabase, databaseConfigFromEnv } from './create-database.js'
import { migrateToLatest } from './migrate.js'

// `npm run migrate`: applies every pending migration to DATABASE_URL, or to
// the embedded PGlite under DATA_DIR (default ./data).
const handle = await createDatabase(databaseConfigFromEnv(process.env, process.env.DATA_DIR ?? './data'))
try {
  const result = await migrateToLatest(handle.db, { schema: handle.schema })
  const applied = result.results ?? []
  console.log(
    applied.length
      ? applied.map((r) => `${r.status}: ${r.migrationName}`).join('\n')
      : `Schema already up to date (${handle.description})`,
  )
} finally {
  await handle.destroy()
}
