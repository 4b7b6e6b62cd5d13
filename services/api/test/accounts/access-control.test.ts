import { createMemoryBus } from '@iqs/bus'
import { ADMIN_PERMISSIONS, type AdminPermission, type UserType } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decideAccess, type AccessPolicy } from '../../src/identity/access-control/access-policy.js'
import { assertOwner } from '../../src/identity/access-control/assert-owner.js'
import { testAuthConfig } from '../../src/platform/config/auth-config.js'
import { buildApp, testConfig } from '../../src/index.js'
import { startAccountsApp, startSiblingApp, uniqueEmail, type AccountsTestApp } from './accounts-test-kit.js'
import { MATRIX_ROWS, principalOf, roleSessions } from './role-sessions.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** The policies issue 6 declares, written out by hand: a change to one must be deliberate. */
const EXPECTED_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/health': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/login/totp': 'pendingTotp',
  'POST /api/refresh': 'public',
  'POST /api/logout': 'public',
  'POST /api/logout/all': 'signedIn',
  'GET /api/me': 'signedIn',
  'PUT /api/me/language': 'signedIn',
  'POST /api/me/delete': 'signedIn',
  'POST /api/password/forgot': 'public',
  'POST /api/password/reset': 'public',
  'POST /api/iqs/totp/setup': 'signedIn',
  'POST /api/iqs/totp/activate': 'signedIn',
  'GET /api/iqs/totp/activated': 'signedIn',
  'GET /api/auth/providers': 'public',
  'POST /api/auth/google/callback': 'public',
  'GET /api/auth/:provider/redirect': 'public',
  'GET /api/auth/:provider/callback': 'public',
  'GET /api/docs/json': 'public',
}

for (const backend of journeyDatabases()) {
  describe(`access control on ${backend.name}`, () => {
    let t: AccountsTestApp
    let cookieFor: Awaited<ReturnType<typeof roleSessions>>['cookieFor']

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      ;({ cookieFor } = await roleSessions(t))
    })
    afterAll(() => t.close())

    it('gives every registered route a declared policy (none is left to the default deny)', () => {
      const api = t.app.routeAccess.filter((route) => route.url.startsWith('/api'))
      expect(api.length).toBeGreaterThan(Object.keys(EXPECTED_POLICIES).length)
      const missing = api.filter((route) => route.policy === undefined).map((r) => `${r.method} ${r.url}`)
      expect(missing, `routes without config.access: ${missing.join(', ')}`).toEqual([])
      const defaulted = api.filter((route) => route.defaulted).map((r) => r.url)
      for (const url of defaulted) expect(url.startsWith('/api/docs')).toBe(true)
    })

    it('declares the expected policy on each issue-6 route', () => {
      for (const [route, policy] of Object.entries(EXPECTED_POLICIES)) {
        const [method, url] = route.split(' ')
        const found = t.app.routeAccess.find((r) => r.method === method && r.url === url)
        expect(found, route).toBeDefined()
        expect(found?.policy, route).toEqual(policy)
      }
    })

    it('enforces every route against every role (the access matrix)', async () => {
      const failures: string[] = []
      const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
      for (const route of routes) {
        const url = route.url
          .replace(/:provider/g, 'linkedin')
          .replace(/:[A-Za-z_]+/g, '1')
          .replace(/\*$/, 'x.png')
        for (const row of MATRIX_ROWS) {
          const expected = decideAccess(route.policy, principalOf(row))
          const cookie = await cookieFor(row)
          const response = await t.app.inject({
            method: route.method,
            url,
            headers: cookie ? { cookie } : {},
            ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
          })
          const code = response.headers['content-type']?.toString().includes('json')
            ? (response.json() as { error?: { code?: string } }).error?.code
            : undefined
          const denied =
            (response.statusCode === 401 && code === 'UNAUTHENTICATED') ||
            code === 'ROLE_FORBIDDEN' ||
            code === 'ADMIN_PERMISSION_MISSING'
          // A route whose group depends on its record lets any admin reach the handler, which may
          // then refuse this one for the record's group: no group is granted by the policy alone.
          const byRecord =
            typeof route.policy === 'object' &&
            route.policy.admin === 'byRecord' &&
            code === 'ADMIN_PERMISSION_MISSING'
          const ok =
            expected === 'allow'
              ? !denied || byRecord
              : expected === 'unauthenticated'
                ? response.statusCode === 401 && code === 'UNAUTHENTICATED'
                : expected === 'missingPermission'
                  ? response.statusCode === 403 && code === 'ADMIN_PERMISSION_MISSING'
                  : response.statusCode === 403 && code === 'ROLE_FORBIDDEN'
          if (!ok)
            failures.push(
              `${route.method} ${route.url} as ${row}: expected ${expected}, got ${response.statusCode} ${code}`,
            )
        }
      }
      expect(failures).toEqual([])
      // Every route times every role and every one-group admin, one request each: thousands of
      // requests on one app, a minute alone and more beside other files on a loaded machine.
    }, 300_000)

    it('names an admin group on every route that lets admins in (issue 18)', () => {
      const unnamed = t.app.routeAccess
        .filter((r) => typeof r.policy === 'object' && r.policy.roles.includes('Admin') && !r.policy.admin)
        .map((r) => `${r.method} ${r.url}`)
      expect(unnamed).toEqual([])
    })

    it("lets an admin through only with the route's group; other roles as before", () => {
      const policy: AccessPolicy = { roles: ['Admin', 'Auditor'], admin: 'tokens' }
      const admin = (...held: AdminPermission[]) => ({
        role: 'Admin' as const,
        pendingTotp: false,
        adminPermissions: new Set(held),
      })
      expect(decideAccess(policy, admin('tokens'))).toBe('allow')
      expect(decideAccess(policy, admin('web_site', 'projects'))).toBe('missingPermission')
      expect(decideAccess(policy, { role: 'Auditor', pendingTotp: false })).toBe('allow')
      expect(decideAccess({ roles: ['Admin'] }, admin(...ADMIN_PERMISSIONS))).toBe('missingPermission')
      expect(decideAccess({ roles: ['Admin'], admin: 'byRecord' }, admin())).toBe('allow')
      expect(
        decideAccess({ roles: ['Admin'], admin: 'byRecord' }, { role: 'Client', pendingTotp: false }),
      ).toBe('forbidden')
    })

    it('refuses a route that declared no policy, and records it', async () => {
      const bus = createMemoryBus()
      const app = await buildApp(testConfig(), { database: t.database, bus })
      app.get('/api/forgotten', async () => ({ data: 'secret' }))
      await app.ready()
      try {
        expect(app.routeAccess.find((r) => r.url === '/api/forgotten')?.policy).toBeUndefined()
        const response = await app.inject({ method: 'GET', url: '/api/forgotten' })
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toEqual({
          code: 'ROLE_FORBIDDEN',
          message: 'This route declares no access policy',
        })
      } finally {
        await app.close()
        await bus.close()
      }
    })

    it('lets a role policy through only the roles it names', () => {
      const policy: AccessPolicy = { roles: ['Admin', 'Auditor'] }
      expect(decideAccess(policy, { role: 'Auditor', pendingTotp: false })).toBe('allow')
      expect(decideAccess(policy, { role: 'Client', pendingTotp: false })).toBe('forbidden')
      expect(decideAccess(policy, { role: 'Guest', pendingTotp: true })).toBe('unauthenticated')
      expect(decideAccess(undefined, { role: 'Admin', pendingTotp: false })).toBe('forbidden')
    })

    it('asserts ownership, with an exception for an admin of the named group only', () => {
      const as = (id: number, role: UserType, held: AdminPermission[] = []) =>
        ({
          user: { id, role, email: 'x@y.z', sessionId: 's', adminPermissions: new Set(held) },
        }) as unknown as FastifyRequest
      expect(assertOwner(as(7, 'Client'), 7).id).toBe(7)
      expect(() => assertOwner(as(8, 'Client'), 7)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }))
      expect(() => assertOwner(as(1, 'Admin'), 7)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }))
      expect(assertOwner(as(1, 'Admin', ['tokens']), 7, { allowAdmin: 'tokens' }).id).toBe(1)
      expect(() => assertOwner(as(1, 'Admin', ['web_site']), 7, { allowAdmin: 'tokens' })).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      )
      expect(() => assertOwner({ user: null } as unknown as FastifyRequest, 7)).toThrow(
        expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      )
    })

    describe('CSRF: state-changing requests from another site are refused', () => {
      const login = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { host: 'iqs.example', ...headers },
          payload: { email: 'nobody@example.com', password: 'whatever password' },
        })

      it.each([
        [{ origin: 'https://evil.example' }],
        [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
        [{ 'sec-fetch-site': 'cross-site' }],
        [{ origin: 'https://shop.iqs.example', 'sec-fetch-site': 'same-site' }],
        [{ origin: 'null' }],
      ])('refuses %j with 403 CSRF_REJECTED', async (headers) => {
        const response = await login(headers)
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toEqual({
          code: 'CSRF_REJECTED',
          message: 'Cross-site request refused',
        })
      })

      it.each([
        [{ 'sec-fetch-site': 'same-origin', origin: 'https://iqs.example' }],
        [{ origin: 'https://iqs.example' }],
        [{ 'sec-fetch-site': 'none' }],
        [{}],
      ])('lets %j through', async (headers) => {
        expect((await login(headers)).statusCode).toBe(401)
      })

      it('lets a cross-site GET through (it must change nothing)', async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
        expect(response.statusCode).toBe(200)
      })

      it('lets a trusted origin (the dev server) through', async () => {
        const auth = testAuthConfig()
        auth.trustedOrigins = ['http://localhost:5173']
        const dev = await startSiblingApp(t, { auth })
        try {
          const response = await dev.app.inject({
            method: 'POST',
            url: '/api/logout',
            headers: { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
          })
          expect(response.statusCode).toBe(200)
        } finally {
          await dev.close()
        }
      })
    })

    it('sends security headers with a CSP fit for the built Vite app', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' })
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain("img-src 'self' data:")
      expect(csp).toContain("connect-src 'self' ws: wss:")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('upgrade-insecure-requests')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    })
  })

  describe(`rate limits on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      const auth = testAuthConfig()
      auth.rateLimits = {
        login: { max: 3, windowMs: 60_000 },
        register: { max: 2, windowMs: 60_000 },
        totp: { max: 2, windowMs: 60_000 },
        passwordReset: { max: 2, windowMs: 60_000 },
        orders: { max: 2, windowMs: 60_000 },
      }
      t = await startAccountsApp(backend, { auth })
    })
    afterAll(() => t.close())

    const expectLimited = (response: {
      statusCode: number
      json(): unknown
      headers: Record<string, unknown>
    }) => {
      expect(response.statusCode).toBe(429)
      expect((response.json() as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Please retry in /),
      })
      expect(response.headers['retry-after']).toBeDefined()
    }

    it('answers 429 RATE_LIMITED after too many sign-in attempts from one address', async () => {
      const attempt = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': ip },
          payload: { email: 'nobody@example.com', password: 'wrong password' },
        })
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401)
      expectLimited(await attempt('10.0.0.1'))
      // Another address has its own budget.
      expect((await attempt('10.0.0.2')).statusCode).toBe(401)
    })

    it('ignores X-Forwarded-For unless a proxy is trusted, so the header cannot dodge a limit', async () => {
      const auth = testAuthConfig()
      auth.rateLimits = { ...auth.rateLimits, login: { max: 2, windowMs: 60_000 } }
      const direct = await startAccountsApp(backend, { auth, trustProxy: false })
      try {
        const attempt = (ip: string) =>
          direct.app.inject({
            method: 'POST',
            url: '/api/login',
            headers: { 'x-forwarded-for': ip },
            payload: { email: 'nobody@example.com', password: 'wrong password' },
          })
        expect((await attempt('10.9.0.1')).statusCode).toBe(401)
        expect((await attempt('10.9.0.2')).statusCode).toBe(401)
        expectLimited(await attempt('10.9.0.3'))
      } finally {
        await direct.close()
      }
    })

    it('limits registration', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          headers: { 'x-forwarded-for': '10.0.1.1' },
          payload: { email: 'bad' },
        })
      await attempt()
      await attempt()
      expectLimited(await attempt())
    })

    it('limits TOTP attempts per user', async () => {
      const userId = (
        await t.database.db
          .insertInto('users')
          .values({ email: uniqueEmail('limited'), password_hash: null, user_type: 'Client' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
      const tokens = await t.app.sessions.start({
        userId,
        stage: 'pending_totp',
        remember: true,
        method: 'password',
      })
      const attempt = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login/totp',
          headers: { cookie: `iqs_at=${tokens.accessToken}`, 'x-forwarded-for': ip },
          payload: { code: '123456' },
        })
      expect((await attempt('10.0.2.1')).statusCode).toBe(403)
      expect((await attempt('10.0.2.2')).statusCode).toBe(403)
      // A new address does not buy the same user more guesses.
      expectLimited(await attempt('10.0.2.3'))
    })

    it('limits password reset requests', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          headers: { 'x-forwarded-for': '10.0.3.1' },
          payload: { email: 'someone@example.com' },
        })
      expect((await attempt()).statusCode).toBe(200)
      expect((await attempt()).statusCode).toBe(200)
      expectLimited(await attempt())
    })
  })
}
