import { createMemoryBus } from '@iqs/bus'
import type { TestDatabase } from '@iqs/database'
import type { FastifyInstance } from 'fastify'
import { buildApp, testConfig, type AppConfig } from '../../src/index.js'
import type { Database } from '../../src/platform/db/database.js'

export interface TestApp {
  app: FastifyInstance
  close(): Promise<void>
}

/**
 * A fresh app on a fresh, migrated database of the given backend, with an
 * in-process bus. Call `close()` in `afterAll`.
 *
 * @example
 * for (const backend of journeyDatabases()) describe(backend.name, () => {
 *   let t: TestApp
 *   beforeAll(async () => { t = await startTestApp(backend) })
 *   afterAll(() => t.close())
 * })
 */
export async function startTestApp(
  backend: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const database = await backend.open<Database>()
  const bus = createMemoryBus()
  const app = await buildApp(testConfig(overrides), { database, bus })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await bus.close()
      await database.destroy()
    },
  }
}
