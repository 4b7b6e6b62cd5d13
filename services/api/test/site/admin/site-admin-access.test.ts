import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { signedInUser } from '../../platform/platform-test-kit.js'
import { adminWith, caller } from './site-admin-test-kit.js'

/** Every route of the web-site admin, with a path for each (id 1: the access hook answers first). */
const ROUTES = [
  ['GET', '/api/admin/site/publications'],
  ['POST', '/api/admin/site/publications'],
  ['GET', '/api/admin/site/publications/1'],
  ['PUT', '/api/admin/site/publications/1'],
  ['DELETE', '/api/admin/site/publications/1'],
  ['PUT', '/api/admin/site/publications/1/published'],
  ['PUT', '/api/admin/site/publications/1/file'],
  ['DELETE', '/api/admin/site/publications/1/file'],
  ['PUT', '/api/admin/site/publications/1/cover'],
  ['DELETE', '/api/admin/site/publications/1/cover'],
  ['GET', '/api/admin/site/ads'],
  ['POST', '/api/admin/site/ads'],
  ['GET', '/api/admin/site/ads/1'],
  ['PUT', '/api/admin/site/ads/1'],
  ['DELETE', '/api/admin/site/ads/1'],
  ['PUT', '/api/admin/site/ads/1/image'],
  ['GET', '/api/admin/site/references'],
  ['POST', '/api/admin/site/references'],
  ['GET', '/api/admin/site/references/1'],
  ['PUT', '/api/admin/site/references/1'],
  ['DELETE', '/api/admin/site/references/1'],
  ['PUT', '/api/admin/site/references/1/logo'],
  ['DELETE', '/api/admin/site/references/1/logo'],
] as const

for (const backend of journeyDatabases()) {
  describe(`access to the web-site admin on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    it('lists exactly these admin routes, each for the web_site group', () => {
      const routes = t.app.routeAccess
        .filter((route) => route.url.startsWith('/api/admin/site') && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url.replace(/:id/, '1')}`)
      expect(routes.sort()).toEqual(ROUTES.map(([method, url]) => `${method} ${url}`).sort())
      for (const route of t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/site')))
        expect(route.policy).toEqual({ roles: ['Admin'], admin: 'web_site' })
    })

    it('refuses guests (401), other roles (403 ROLE_FORBIDDEN) and admins without the group (403 ADMIN_PERMISSION_MISSING)', async () => {
      const client = await signedInUser(t, 'Client')
      const consultant = await signedInUser(t, 'Consultant')
      const tokensAdmin = await adminWith(
        t,
        'tokens',
        'projects',
        'consultants',
        'clients',
        'exec_partners',
        'iqstem',
        'admins',
      )
      const failures: string[] = []
      for (const [method, url] of ROUTES) {
        for (const [who, cookie, status, code] of [
          ['guest', undefined, 401, 'UNAUTHENTICATED'],
          ['client', client.cookie, 403, 'ROLE_FORBIDDEN'],
          ['consultant', consultant.cookie, 403, 'ROLE_FORBIDDEN'],
          ['admin without web_site', tokensAdmin.cookie, 403, 'ADMIN_PERMISSION_MISSING'],
        ] as const) {
          const response = await t.app.inject({
            method,
            url,
            headers: cookie ? { cookie } : {},
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
          if (response.statusCode !== status || response.json().error?.code !== code)
            failures.push(`${who} ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 80)}`)
        }
      }
      expect(failures).toEqual([])
    })

    it('lets an admin holding only web_site in, and one holding every group too', async () => {
      for (const admin of [await adminWith(t, 'web_site'), await signedInUser(t, 'Admin')]) {
        const as = caller(t, admin.cookie)
        for (const url of [
          '/api/admin/site/publications',
          '/api/admin/site/ads',
          '/api/admin/site/references',
        ])
          expect((await as.get(url)).statusCode, url).toBe(200)
        expect((await as.get('/api/admin/site/ads/999999')).json().error.code).toBe('AD_NOT_FOUND')
      }
    })

    it('keeps the public reads public', async () => {
      const guest = caller(t)
      for (const url of ['/api/adds', '/api/references', '/api/publications', '/api/search?query=x'])
        expect((await guest.get(url)).statusCode, url).toBe(200)
    })
  })
}
