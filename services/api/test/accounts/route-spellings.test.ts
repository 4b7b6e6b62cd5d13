import { sql } from 'kysely'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decideAccess } from '../../src/identity/access-control/access-policy.js'
import { startAccountsApp, type AccountsTestApp } from './accounts-test-kit.js'
import { MATRIX_ROWS, principalOf, roleSessions, type MatrixRow } from './role-sessions.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Other spellings of one path, as a probe would try them: each is either
 * decoded by the router into the very same route (and must then get the
 * same decision) or matches no api route at all (a 404, or the web app's
 * HTML shell for a GET outside `/api`). None may reach a route's handler
 * past its access policy.
 */
function spellingsOf(url: string): string[] {
  const encode = (ch: string) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  const lower = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`
  const segments = url.split('/').slice(1)
  const last = segments.length - 1
  const at = (i: number, value: string) =>
    '/' + segments.map((segment, j) => (j === i ? value : segment)).join('/')
  const first = segments[0] ?? ''
  return [
    at(0, encode(first[0]!) + first.slice(1)), // /%61pi/...
    at(0, first[0] + lower(first[1]!) + first.slice(2)), // /a%70i/...
    at(0, first.slice(0, 2) + encode(first[2]!)), // /ap%69/...
    at(0, [...first].map(encode).join('')), // /%61%70%69/...
    at(1, encode(segments[1]![0]!) + segments[1]!.slice(1)), // /api/%61dmin/...
    at(last, segments[last]!.slice(0, -1) + encode(segments[last]!.slice(-1))), // last char encoded
    at(0, `%25${first.charCodeAt(0).toString(16)}${first.slice(1)}`), // double-encoded: /%2561pi/...
    url.toUpperCase(),
    at(0, first.toUpperCase()), // /API/...
    url.replace(/(^|\/)([a-z])/g, (_m, slash: string, ch: string) => slash + ch.toUpperCase()), // /Api/Admin/...
    `${url}/`,
    `/${url}`, // //api/...
    url.replace('/', '//').replace(/^\/\//, '/').replace(`/${first}/`, `/${first}//`), // /api//admin/...
    `/api/./${url.slice(5)}`,
    `/x/..${url}`,
    `/${first}${url.slice(first.length + 1).replaceAll('/', '%2F')}`, // /api%2Fadmin%2F...
    `${url};x`,
    `${url}%3Fx=1`,
    `${url}%00`,
    `${url}#x`,
  ]
}

/** A concrete URL for a route pattern: parameters filled, the wildcard given a file. */
function concrete(url: string): string {
  return url
    .replace(/:provider/g, 'linkedin')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'x.png')
}

/**
 * The matrix's rows but one of its one-group admins: the spellings meet the same hook whichever
 * group is missing (the access matrix walks every group), and each row costs thousands of requests.
 */
const SPELLING_ROWS = MATRIX_ROWS.filter((row) => !row.startsWith('Admin:') || row === 'Admin:web_site')

for (const backend of journeyDatabases()) {
  describe(`every route under every spelling, on ${backend.name}`, () => {
    let t: AccountsTestApp
    let webDist: string
    let cookieFor: Awaited<ReturnType<typeof roleSessions>>['cookieFor']

    beforeAll(async () => {
      // The web app's files are served beside the api, as in production: its catch-all answers
      // unknown GETs outside /api with the HTML shell, which must never become a way in.
      webDist = mkdtempSync(path.join(tmpdir(), 'iqs-web-'))
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>IQS</title>')
      mkdirSync(path.join(webDist, 'assets'))
      writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)')
      t = await startAccountsApp(backend, { webDist })
      ;({ cookieFor } = await roleSessions(t))
    })
    afterAll(async () => {
      await t.close()
      rmSync(webDist, { recursive: true, force: true })
    })

    async function countEvents(): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)
      return rows[0]!.n
    }

    it('spells a path in every way a probe would', () => {
      const spellings = spellingsOf('/api/admin/iqs/white-list')
      expect(spellings).toContain('/%61pi/admin/iqs/white-list')
      expect(spellings).toContain('/a%70i/admin/iqs/white-list')
      expect(spellings).toContain('/ap%69/admin/iqs/white-list')
      expect(spellings).toContain('/%2561pi/admin/iqs/white-list')
      expect(spellings).toContain('/API/admin/iqs/white-list')
      expect(spellings).toContain('/api/admin/iqs/white-list/')
      expect(spellings).toContain('//api/admin/iqs/white-list')
      expect(spellings).toContain('/api//admin/iqs/white-list')
    })

    it('lets no spelling of a route past its policy, for any role, and writes nothing', async () => {
      const cookies = new Map<MatrixRow, string | undefined>()
      for (const row of SPELLING_ROWS) cookies.set(row, await cookieFor(row))
      const eventsBefore = await countEvents()
      const failures: string[] = []
      let requests = 0
      const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
      for (const route of routes) {
        const canonical = concrete(route.url)
        for (const row of SPELLING_ROWS) {
          const expected = decideAccess(route.policy, principalOf(row))
          if (expected === 'allow') continue
          const cookie = cookies.get(row)
          for (const url of spellingsOf(canonical)) {
            requests++
            const response = await t.app.inject({
              method: route.method,
              url,
              headers: cookie ? { cookie } : {},
              ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
            })
            const type = response.headers['content-type']?.toString() ?? ''
            const code = type.includes('json')
              ? (response.json() as { error?: { code?: string } }).error?.code
              : undefined
            const refused =
              (response.statusCode === 401 && code === 'UNAUTHENTICATED') ||
              (response.statusCode === 403 && code === 'ROLE_FORBIDDEN') ||
              (response.statusCode === 403 && code === 'ADMIN_PERMISSION_MISSING') ||
              (response.statusCode === 404 && code === 'ROUTE_NOT_FOUND') ||
              (response.statusCode === 400 && code !== undefined)
            const htmlShell =
              response.statusCode === 200 &&
              (route.method === 'GET' || route.method === 'HEAD') &&
              type.startsWith('text/html') &&
              response.body.includes('<title>IQS</title>')
            if (!refused && !htmlShell)
              failures.push(`${route.method} ${url} as ${row}: ${response.statusCode} ${code ?? type}`)
          }
        }
      }
      expect(requests).toBeGreaterThan(1000)
      expect(failures).toEqual([])
      expect(await countEvents()).toBe(eventsBefore)
    })

    it('decides a decoded spelling exactly as its route', async () => {
      const admin = await cookieFor('Admin')
      const client = await cookieFor('Client')
      for (const url of [
        '/%61pi/admin/iqs/white-list',
        '/a%70i/admin/iqs/white-list',
        '/ap%69/admin/events',
      ]) {
        const anonymous = await t.app.inject({ method: 'GET', url })
        expect(anonymous.statusCode, url).toBe(401)
        expect(anonymous.json().error.code).toBe('UNAUTHENTICATED')
        const asClient = await t.app.inject({ method: 'GET', url, headers: { cookie: client! } })
        expect(asClient.statusCode, url).toBe(403)
        expect(asClient.json().error.code).toBe('ROLE_FORBIDDEN')
        const asAdmin = await t.app.inject({ method: 'GET', url, headers: { cookie: admin! } })
        expect(asAdmin.statusCode, url).toBe(200)
      }
      const suspend = await t.app.inject({
        method: 'PUT',
        url: '/%61pi/admin/iqs/traders/7/suspension',
        payload: { suspended: true },
      })
      expect(suspend.statusCode).toBe(401)
    })
  })
}
