import { createMemoryBus } from '@iqs/bus'
import type { DatabaseHandle } from '@iqs/database'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import { buildApp, testConfig } from '../../src/index.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 12: Fastify's router answered some requests itself, in its own shape and echoing the path
 * (`FST_ERR_MAX_PARAM_LENGTH` 414, `FST_ERR_BAD_URL`). Every answer is now `{ error: { code, message } }`
 * with a 4xx, and the path is not sent back.
 */
for (const backend of journeyDatabases()) {
  describe(`the framework's own refusals on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    let app: FastifyInstance

    beforeAll(async () => {
      database = await backend.open<Database>()
      app = await buildApp(testConfig(), { database, bus: createMemoryBus() })
      // A constraint whose derivation fails: Fastify's FST_ERR_ASYNC_CONSTRAINT path.
      app.addConstraintStrategy({
        name: 'tenant',
        storage: () => {
          const routes = new Map<string, unknown>()
          return {
            get: (k: string) => routes.get(k) ?? null,
            set: (k: string, v: unknown) => void routes.set(k, v),
          }
        },
        // Fails for the request that asks for it; the others go on unconstrained.
        deriveConstraint: (
          request: { headers: Record<string, string | undefined> },
          _context: unknown,
          done: (error: Error | null, value?: string) => void,
        ) =>
          request.headers['x-tenant'] === 'fail'
            ? done(new Error('tenant lookup failed'))
            : done(null, request.headers['x-tenant']),
        mustMatchWhenDerived: true,
      } as never)
      app.get(
        '/api/test/tenant',
        { config: { access: 'public' }, constraints: { tenant: 'a' } },
        async () => ({ data: 1 }),
      )
      await app.ready()
    })
    afterAll(async () => {
      await app.close()
      await database.destroy()
    })

    const inShape = (body: string) => {
      const parsed = JSON.parse(body) as { error: { code: string; message: string } }
      expect(Object.keys(parsed)).toEqual(['error'])
      expect(parsed.error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
      expect(Object.keys(parsed.error).every((key) => ['code', 'message', 'details'].includes(key))).toBe(
        true,
      )
      return parsed.error
    }

    it('answers a path parameter over 100 characters with 414 URI_TOO_LONG, without the path', async () => {
      const long = 'x'.repeat(101)
      const response = await app.inject({ method: 'GET', url: `/api/projects/${long}` })
      expect(response.statusCode).toBe(414)
      expect(inShape(response.body).code).toBe('URI_TOO_LONG')
      expect(response.body).not.toContain('xxxx')
      expect(response.body).not.toContain('/api/projects')
      // 100 characters still reach the route, whose schema says what is wrong.
      const fits = await app.inject({ method: 'GET', url: `/api/projects/${'x'.repeat(100)}` })
      expect(fits.statusCode).toBe(400)
      expect(inShape(fits.body).code).toBe('VALIDATION_FAILED')
    })

    it('answers a path that is not valid percent-encoded UTF-8 with 400, without the path', async () => {
      for (const url of ['/api/projects/%zz', '/api/projects/%ED%A0%80', '/api/projects/%', '/api/%zz']) {
        const response = await app.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(400)
        expect(inShape(response.body).code).toBe('BAD_REQUEST')
        expect(response.body).not.toContain('%')
      }
    })

    it('answers a failed async constraint with 400 in the api shape', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/tenant',
        headers: { 'x-tenant': 'fail' },
      })
      expect(response.statusCode).toBe(400)
      expect(inShape(response.body).code).toBe('BAD_REQUEST')
    })

    it('answers bad bodies, content types and methods with a 4xx in the api shape', async () => {
      const cases = [
        [
          {
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/json' },
            payload: '{"a":',
          },
          400,
          'BAD_REQUEST',
        ],
        [
          {
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/json' },
            payload: '',
          },
          400,
          'BAD_REQUEST',
        ],
        [
          {
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/xml' },
            payload: '<a/>',
          },
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        ],
        [
          {
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/json' },
            payload: '{"__proto__":{"a":1}}',
          },
          400,
          'BAD_REQUEST',
        ],
        [{ method: 'PATCH', url: '/api/health' }, 404, 'ROUTE_NOT_FOUND'],
        [{ method: 'GET', url: '/api/search?query=%zz' }, 200, undefined],
      ] as const
      for (const [request, status, code] of cases) {
        const response = await app.inject(request)
        expect(response.statusCode, `${request.method} ${request.url} ${response.body}`).toBe(status)
        if (code) expect(inShape(response.body).code).toBe(code)
      }
    })
  })
}
