import { createMemoryBus } from '@iqs/bus'
import type { DatabaseHandle } from '@iqs/database'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, testConfig } from '../src/index.js'
import type { Database } from '../src/platform/db/database.js'
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js'
import { seedDemo } from '../src/demo/seed-demo.js'
import { appError } from '../src/platform/errors.js'
import { journeyDatabases } from './helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`api foundation on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    let app: FastifyInstance

    beforeAll(async () => {
      database = await backend.open<Database>()
      app = await buildApp(testConfig(), { database, bus: createMemoryBus() })
      // Routes that exercise the error handler, registered on this instance only.
      app.post(
        '/api/test/echo',
        { config: { access: 'public' }, schema: { body: z.object({ qty: z.number().int().positive() }) } },
        async (request) => ({ data: request.body }),
      )
      app.get('/api/test/missing', { config: { access: 'public' } }, async () => {
        throw appError('NOT_FOUND', 'No such order')
      })
      app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db leaked?')
      })
      await app.ready()
    })
    afterAll(async () => {
      await app.close()
      await database.destroy()
    })

    it('reports the database and the bus as healthy', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        status: 'ok',
        database: { ok: true },
        bus: { ok: true, detail: 'in-process' },
      })
    })

    it('answers 503 when the bus is down', async () => {
      const bus = createMemoryBus()
      const degraded = await buildApp(testConfig(), { database, bus })
      await degraded.ready()
      await bus.close()
      const response = await degraded.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json().data.status).toBe('degraded')
      await degraded.close()
    })

    it('answers an unknown api path with a coded JSON 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/nope' },
      })
    })

    it('turns invalid input into a 400 that names the field, and runs nothing', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { qty: -1 } })
      expect(response.statusCode).toBe(400)
      const { error } = response.json()
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.message).toMatch(/body\.qty/)
    })

    it('answers malformed JSON with a 400, not a 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"qty":',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('BAD_REQUEST')
    })

    it('passes coded errors through with their status and message', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/missing' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such order' } })
    })

    it('hides the internals of an unexpected failure', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/crash' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } })
      expect(response.body).not.toMatch(/secret/)
    })

    it('serves the OpenAPI document with the routes and their schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
      expect(response.statusCode).toBe(200)
      const doc = response.json()
      expect(doc.openapi).toMatch(/^3\./)
      expect(doc.paths['/api/health'].get.responses['200']).toBeDefined()
    })

    it('seeds one demo account per role, once', async () => {
      expect(await seedDemo(database.db)).toBe(DEMO_ACCOUNTS.length)
      expect(await seedDemo(database.db)).toBe(0)
      const roles = await database.db.selectFrom('users').select('user_type').distinct().execute()
      expect(roles.map((r) => r.user_type).sort()).toEqual(
        ['Admin', 'Auditor', 'Client', 'Consultant', 'ExecPartner', 'IQStem'].sort(),
      )
    })
  })
}
