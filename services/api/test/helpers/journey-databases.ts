import { testDatabases, type TestDatabase } from '@iqs/database'

/**
 * The backends an API journey runs on: the embedded default (PGlite) only.
 *
 * A journey tests the api, not its storage, and `npm test` promises the embedded defaults; the
 * storage and bus suites run again on the real servers when `DATABASE_URL` and `NATS_URL` are set,
 * and so do the api's own storage-bound suites (audit and replay, connection loss, market writers,
 * projections, erasure), which call `testDatabases()` directly. Running every journey twice cost CI
 * minutes and found nothing those suites do not. `API_JOURNEYS_ON_SERVERS=1` runs the journeys on
 * PostgreSQL too, for a change that touches SQL shared by both.
 */
export function journeyDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const backends = testDatabases(env)
  return env.API_JOURNEYS_ON_SERVERS === '1' ? backends : backends.filter((b) => b.name === 'pglite')
}
