import { createMemoryBus } from '@iqs/bus'
import type { DatabaseHandle } from '@iqs/database'
import type { UserType } from '@iqs/protocol'
import type { AppDependencies } from '../../src/app.js'
import { buildApp, testConfig, type AppConfig } from '../../src/index.js'
import type { Database } from '../../src/platform/db/database.js'
import type { AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { uniqueEmail } from '../accounts/accounts-test-kit.js'

/**
 * An app with the platform's own ports, as `npm start` builds them: unlike the accounts kit, no
 * mailer is handed in, so mail goes to SMTP (`overrides.mail`) or to the outbox. `mails` stays
 * empty: the tests read the outbox table or the fake SMTP server instead.
 *
 * @example const t = await startPlatformApp(database, { overrides: { mail: { smtpUrl, from } } })
 */
export async function startPlatformApp(
  database: DatabaseHandle<Database>,
  { overrides = {}, files }: { overrides?: Partial<AppConfig>; files?: AppDependencies['files'] } = {},
): Promise<AccountsTestApp> {
  const bus = createMemoryBus()
  const app = await buildApp(testConfig(overrides), { database, bus, ...(files ? { files } : {}) })
  await app.ready()
  return {
    app,
    database,
    mails: [],
    async send(jar, request) {
      const cookie = jar.header(request.url)
      const response = await app.inject({
        ...request,
        headers: { ...(cookie ? { cookie } : {}), ...request.headers },
      })
      jar.store(response)
      return response
    },
    async close() {
      await app.close()
      await bus.close()
    },
  }
}

/**
 * A signed-in user of the given type, straight into the database (no registration mails), and
 * the cookie header of a fresh session.
 *
 * @example const admin = await signedInUser(t, 'Admin'); t.app.inject({ url, headers: { cookie: admin.cookie } })
 */
export async function signedInUser(
  t: AccountsTestApp,
  userType: UserType,
): Promise<{ id: number; cookie: string }> {
  const row = await t.database.db
    .insertInto('users')
    .values({ email: uniqueEmail(userType), password_hash: null, user_type: userType })
    .returning('id')
    .executeTakeFirstOrThrow()
  const tokens = await t.app.sessions.start({
    userId: row.id,
    stage: 'full',
    remember: true,
    method: 'password',
  })
  return { id: row.id, cookie: `iqs_at=${tokens.accessToken}` }
}
