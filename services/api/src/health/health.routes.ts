import { dataEnvelope, healthSchema, type Health } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'

const startedAt = Date.now()

/** `GET /api/health`: 200 when the database and the bus answer, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether this process can reach its database and bus',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const [database, bus] = await Promise.all([checkDatabase(), app.bus.health()])
      const ok = database.ok && bus.ok
      const health: Health = {
        status: ok ? 'ok' : 'degraded',
        version: process.env.npm_package_version ?? '0.1.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database,
        bus,
      }
      return reply.status(ok ? 200 : 503).send({ data: health })
    },
  )

  async function checkDatabase(): Promise<{ ok: boolean; detail: string }> {
    try {
      await sql`select 1`.execute(app.db)
      return { ok: true, detail: app.database.description }
    } catch (error) {
      return { ok: false, detail: `database: ${(error as Error).message}` }
    }
  }
}
