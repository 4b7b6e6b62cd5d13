import { createMemoryBus, type Bus } from '@iqs/bus'
import type { TestDatabase, DatabaseHandle } from '@iqs/database'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { LightMyRequestResponse } from 'fastify'
import type { MailMessage, Mailer } from '../../src/platform/mail/mailer.js'
import { buildApp, testConfig, type AppConfig } from '../../src/index.js'
import type { Clock } from '../../src/platform/clock.js'
import type { Database } from '../../src/platform/db/database.js'

/** A cookie as a browser keeps it: value, and the path it is sent to. */
interface StoredCookie {
  name: string
  value: string
  path: string
  maxAge: number | undefined
  httpOnly: boolean
  sameSite: string | undefined
}

/**
 * A browser's cookie store, just enough of RFC 6265 for our tests: cookies
 * keyed by name and path, sent only to requests under their path, removed
 * when expired by the server. It is what proves the refresh cookie really
 * stays away from other routes.
 */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>()

  store(response: LightMyRequestResponse): void {
    for (const c of response.cookies as Array<Record<string, unknown>>) {
      const path = (c.path as string | undefined) ?? '/'
      const key = `${c.name as string};${path}`
      const expired =
        (typeof c.maxAge === 'number' && c.maxAge <= 0) ||
        (c.expires instanceof Date && c.expires.getTime() <= Date.now())
      if (expired || c.value === '') this.cookies.delete(key)
      else
        this.cookies.set(key, {
          name: c.name as string,
          value: c.value as string,
          path,
          maxAge: c.maxAge as number | undefined,
          httpOnly: !!c.httpOnly,
          sameSite: c.sameSite as string | undefined,
        })
    }
  }

  header(url: string): string | undefined {
    const path = url.split('?')[0] ?? '/'
    const matching = [...this.cookies.values()].filter(
      (c) =>
        path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
    )
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined
  }

  get(name: string, path = '/'): StoredCookie | undefined {
    return this.cookies.get(`${name};${path}`)
  }

  clone(): CookieJar {
    const copy = new CookieJar()
    for (const [key, value] of this.cookies) copy.cookies.set(key, { ...value })
    return copy
  }
}

/** An app under test with a browser, captured e-mails and its database. */
export interface AccountsTestApp {
  app: FastifyInstance
  database: DatabaseHandle<Database>
  mails: MailMessage[]
  /** A request as a browser with this jar sends it (cookies in, cookies kept). */
  send(jar: CookieJar, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** `clock`: the app's one clock (`app.clock`), for tests that move time (`testClock`). */
export async function startAccountsApp(
  backend: TestDatabase,
  overrides: Partial<AppConfig> = {},
  { clock }: { clock?: Clock } = {},
): Promise<AccountsTestApp> {
  return startAppOn(await backend.open<Database>(), {
    overrides,
    ownsDatabase: true,
    ...(clock ? { clock } : {}),
  })
}

/**
 * A second app with other settings on the database of a running one (its
 * `close()` leaves the database open): cheaper than a new database, and
 * PostgreSQL test schemas are best not opened two at a time in one file.
 */
export function startSiblingApp(t: AccountsTestApp, overrides: Partial<AppConfig>): Promise<AccountsTestApp> {
  return startAppOn(t.database, { overrides })
}

/** How `startAppOn` builds an app. */
export interface AppOnOptions {
  overrides?: Partial<AppConfig>
  /** The app's bus, closed with it (a process of its own on NATS, say); a fresh in-process bus by default. */
  bus?: Bus
  /** Destroy the database when the app closes; false (default) leaves it to its owner. */
  ownsDatabase?: boolean
  /** The app's clock; the system clock by default. */
  clock?: Clock
  /** Where the app's log lines go (tests that read log levels); silent by default. */
  logStream?: { write(line: string): void }
}

/**
 * An app on an open database, as a browser and a mailbox see it: `send` keeps cookies in a jar and
 * captured mails land in `mails`. Every kit of the api's tests starts its apps here.
 *
 * @example const b = await startAppOn(a.database, { bus: natsBus, overrides: { runExchange: false } })
 */
export async function startAppOn(
  database: DatabaseHandle<Database>,
  options: AppOnOptions = {},
): Promise<AccountsTestApp> {
  const bus = options.bus ?? createMemoryBus()
  const mails: MailMessage[] = []
  const mailer: Mailer = {
    async send(message) {
      mails.push(message)
    },
  }
  const app = await buildApp(testConfig(options.overrides), {
    database,
    bus,
    mailer,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  })
  await app.ready()
  return {
    app,
    database,
    mails,
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
      if (options.ownsDatabase) await database.destroy()
    },
  }
}

let counter = 0
/** A fresh e-mail per call, so tests in one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`
}

export const PASSWORD = 'correct horse battery'

/** Registers (and so signs in) a new user in `jar`. */
export async function registerUser(
  t: AccountsTestApp,
  jar: CookieJar,
  fields: { email?: string; role?: string; password?: string } = {},
) {
  const email = fields.email ?? uniqueEmail()
  const password = fields.password ?? PASSWORD
  const response = await t.send(jar, {
    method: 'POST',
    url: '/api/register',
    payload: {
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      password,
      password_confirmation: password,
      role: fields.role ?? 'Client',
    },
  })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`)
  return { email, password, user: response.json().data as { id: number; email: string; user_type: string } }
}

const TOTP_STEP_MS = 30_000

/**
 * Waits out the last 3 s of a TOTP step: a code made for the previous step near its end would be
 * two steps old, outside the server's drift window, by the time the server checks it.
 */
export async function awayFromTotpStepEnd(now = Date.now()) {
  const left = TOTP_STEP_MS - (now % TOTP_STEP_MS)
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
