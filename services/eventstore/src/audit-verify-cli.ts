import { createDatabase, databaseConfigFromEnv } from '@iqs/database'
import { sql } from 'kysely'
import { verifyChain } from './postgres/verify-chain.js'

// `npm run audit:verify`: checks the hash chain of every event in DATABASE_URL,
// or in the embedded PGlite under DATA_DIR (default ./data). Exit code 0 and
// the head hash when intact; 1 and the first bad position when not; 2 when
// there is no event store to check.
const handle = await createDatabase(databaseConfigFromEnv(process.env, process.env.DATA_DIR ?? './data'))
try {
  const { rows } = await sql<{ table: string | null }>`select to_regclass('events')::text as table`.execute(
    handle.db,
  )
  if (!rows[0]?.table) {
    console.error(`No event store in ${handle.description}: run npm run migrate first.`)
    process.exitCode = 2
  } else {
    const started = performance.now()
    const report = await verifyChain(handle)
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    if (report.ok) {
      console.log(`OK: ${report.count} events verified in ${seconds} s (${handle.description})`)
      console.log(`head position ${report.headPosition}, head hash ${report.headHash}`)
    } else {
      console.error(`TAMPERED at position ${report.position}: ${report.reason}`)
      console.error(`${report.count} events before it verified (${handle.description})`)
      process.exitCode = 1
    }
  }
} finally {
  await handle.destroy()
}
