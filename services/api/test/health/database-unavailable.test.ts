import { createMemoryBus } from '@iqs/bus'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { AppendFailedError } from '@iqs/exchange'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, testConfig } from '../../src/index.js'
import type { Database } from '../../src/platform/db/database.js'

/**
 * Issue 12 without a server to kill: how a lost database connection reaches
 * the client (a retryable 503, never a 500), and what `/api/health` tells
 * anonymous callers. The PostgreSQL drill is database-connection-loss.test.ts.
 */
const pglite = testDatabases().find((backend) => backend.name === 'pglite')!

const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

describe('a lost database connection, as the client sees it', () => {
  let database: DatabaseHandle<Database>
  let app: FastifyInstance

  beforeAll(async () => {
    database = await pglite.open<Database>()
    app = await buildApp(testConfig(), { database, bus: createMemoryBus() })
    const failing = (error: () => unknown) => async () => {
      throw error()
    }
    app.get('/api/test/admin-shutdown', { config: { access: 'public' } }, failing(adminShutdown))
    app.get(
      '/api/test/terminated',
      { config: { access: 'public' } },
      failing(() => new Error('Connection terminated unexpectedly')),
    )
    // What an order route receives from the market writer when its append lost the connection.
    app.get(
      '/api/test/append-failed',
      { config: { access: 'public' } },
      failing(() => new AppendFailedError('market-IQS', adminShutdown())),
    )
    app.get(
      '/api/test/other',
      { config: { access: 'public' } },
      failing(() => new AppendFailedError('market-IQS', new Error('check constraint violated'))),
    )
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.destroy()
  })

  it.each(['/api/test/admin-shutdown', '/api/test/terminated', '/api/test/append-failed'])(
    'answers %s with a retryable 503 DATABASE_UNAVAILABLE',
    async (url) => {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unreachable, please retry' },
      })
      expect(response.headers['retry-after']).toBe('1')
    },
  )

  it('keeps any other failure a bare 500 INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/other' })
    expect(response.statusCode).toBe(500)
    expect(response.json().error.code).toBe('INTERNAL')
    expect(response.headers['retry-after']).toBeUndefined()
  })

  it('shows anonymous callers the kind of database and bus, never a path or a URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    const { database: db, bus } = response.json().data
    expect(db).toEqual({ ok: true, detail: 'embedded' })
    expect(bus).toEqual({ ok: true, detail: 'in-process' })
  })

  it('says degraded (503) while the database does not answer, without the driver’s words', async () => {
    const gone = await pglite.open<Database>()
    const degraded = await buildApp(testConfig(), { database: gone, bus: createMemoryBus() })
    await degraded.ready()
    try {
      await gone.destroy()
      const response = await degraded.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json().data).toMatchObject({
        status: 'degraded',
        database: { ok: false, detail: 'unreachable' },
      })
    } finally {
      await degraded.close().catch(() => undefined)
    }
  })
})
