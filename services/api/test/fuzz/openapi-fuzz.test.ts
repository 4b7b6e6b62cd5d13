import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '../accounts/accounts-test-kit.js'
import { approvedTrader, newMember, signInAdmin, submitKyc } from '../iqs-core/iqs-test-kit.js'
import { problemsOf } from './answer-checks.js'
import { LOG_LEVEL, startLoggedApp, type LogLine } from '../helpers/logged-app.js'
import { fuzzRequests, type FuzzRequest } from './fuzz-requests.js'
import { listOperations, type Operation } from './openapi-operations.js'
import type { Hints } from './valid-looking.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** Random cases per operation and per caller, on top of the systematic ones. */
const RANDOM_CASES = 22
const SEED = 20_240_512

/**
 * Run last, in this order: deleting the white-list user the admin operations act on, then what ends
 * the caller's session, so every other operation runs signed in and on live data.
 */
const RUN_LAST = [
  'DELETE /api/admin/iqs/white-list/{userId}',
  'POST /api/refresh',
  'POST /api/me/delete',
  'POST /api/logout/all',
  'POST /api/logout',
]

/** Operations that sign someone in: sent with a copy of the caller's cookies, which they would replace. */
const SIGNING_IN = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/login/totp',
  'POST /api/auth/google/callback',
  'POST /api/password/reset',
])

/** Requests outside any operation: the router's and the parsers' own refusals. */
const FRAMEWORK_REQUESTS: FuzzRequest[] = [
  { label: 'bad escape in a static path', method: 'GET', url: '/api/%zz' },
  { label: 'NUL in a static path', method: 'GET', url: '/api/health%00' },
  { label: 'bad escape in the query', method: 'GET', url: '/api/search?query=%zz&%zz=1' },
  { label: 'unknown api path', method: 'GET', url: '/api/no/such/route' },
  { label: 'unknown method', method: 'PATCH', url: '/api/health' },
  { label: 'dot segments', method: 'GET', url: '/api/../api/health' },
  { label: 'double slash', method: 'GET', url: '//api//health' },
  {
    label: 'accept-version constraint',
    method: 'GET',
    url: '/api/health',
    headers: { 'accept-version': '9.9.9' },
  },
  { label: 'huge query string', method: 'GET', url: `/api/search?query=${'q'.repeat(60_000)}` },
]

const seedOf = (text: string) => [...text].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, SEED)

function inOrder(operations: Operation[]): Operation[] {
  const last = (op: Operation) => RUN_LAST.indexOf(op.id)
  return [...operations].sort((a, b) => last(a) - last(b))
}

/**
 * Issue 12, "Bad input never 5xx": every operation of the OpenAPI document, as a visitor, an
 * approved trader and an admin, first with a valid-looking request, then malformed ones (see
 * fuzz-requests.ts). No answer may be a 5xx, every error is `{ error: { code, message } }` without
 * internals, nothing logs at error level, and the server is healthy at the end. Deterministic: the
 * same seed draws the same requests; app.inject only, no timing assertion.
 */
for (const backend of journeyDatabases()) {
  describe(`OpenAPI fuzz on ${backend.name}`, () => {
    let t: Awaited<ReturnType<typeof startLoggedApp>>
    const callers: Array<{ name: string; jar: CookieJar }> = []
    const hints: Hints = { params: {}, fields: {} }

    beforeAll(async () => {
      t = await startLoggedApp(backend)
      const admin = await signInAdmin(t)
      const trader = await approvedTrader(t, admin, 1_000)
      // Admin operations on a user act on this one, so the trader stays approved.
      const target = await newMember(t)
      await submitKyc(t, target)
      hints.params = { userId: String(target.id), '*': 'fuzz/file.txt' }
      hints.fields = { order_side: 'BUY', order_type: 'LIMIT', role: 'Client', to: target.id }
      callers.push(
        { name: 'anonymous', jar: new CookieJar() },
        { name: 'trader', jar: trader.jar },
        { name: 'admin', jar: admin.jar },
      )
    })
    afterAll(() => t.close())

    it(
      'answers every malformed request with a 4xx in the api shape, and stays healthy',
      // Every operation times three callers times ~30 requests: minutes on a loaded 2-core machine.
      { timeout: 420_000 },
      async () => {
        const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
        const operations = inOrder(listOperations(document))
        const failures: string[] = []
        const started = Date.now()
        const logsBefore = t.logs.length
        let sent = 0
        const check = async (
          caller: { name: string; jar: CookieJar },
          request: FuzzRequest,
          jar = caller.jar,
        ) => {
          const response = await t.send(jar, request as Parameters<typeof t.send>[1])
          sent += 1
          for (const problem of problemsOf({
            statusCode: response.statusCode,
            headers: response.headers,
            body: response.body,
          }))
            failures.push(
              `${caller.name} ${request.method} ${request.url.slice(0, 120)} [${request.label}]: ${problem}`,
            )
        }

        for (const request of FRAMEWORK_REQUESTS) await check(callers[0]!, request)
        for (const operation of operations)
          for (const caller of callers)
            for (const request of fuzzRequests(
              operation,
              hints,
              seedOf(`${operation.id} ${caller.name}`),
              RANDOM_CASES,
            ))
              await check(caller, request, SIGNING_IN.has(operation.id) ? caller.jar.clone() : caller.jar)

        const errorLogs = t.logs
          .slice(logsBefore)
          .filter((line: LogLine) => line.level >= LOG_LEVEL.error)
          .map((line) => `${line.msg ?? ''} ${line.err?.message ?? ''}`.slice(0, 200))
        console.info(
          `OpenAPI fuzz on ${backend.name}: ${operations.length} operations, ${sent} requests, ${Date.now() - started} ms`,
        )
        // FUZZ_REPORT=<file> keeps the whole list for reading (the assertion's diff is cut short).
        if (process.env.FUZZ_REPORT)
          writeFileSync(process.env.FUZZ_REPORT, [...failures, ...errorLogs].join('\n'))
        expect(failures).toEqual([])
        expect(errorLogs).toEqual([])

        const health = await t.app.inject({ method: 'GET', url: '/api/health' })
        expect(health.statusCode).toBe(200)
        expect(health.json().data.status).toBe('ok')
        expect((await t.app.inject({ method: 'GET', url: '/api/search?query=fuzz' })).statusCode).toBe(200)
      },
    )
  })
}
