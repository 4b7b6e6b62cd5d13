import { dataEnvelope, healthSchema, type Health } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'

/**
 * `GET /api/health`: 200 when the database and the bus answer, 503 otherwise; `degraded` too
 * (still 200) while a market writer here is on standby or halted. A standby process serves reads
 * and follows the log, and restarting it would not help: a liveness probe must not kill it.
 *
 * `GET /api/health/ready`: 200 only when this process can take the writes of every market it runs
 * (or hands them over to the live writer over NATS) and reaches its database and bus; 503
 * otherwise. Load balancers route orders by this one, so a standby-only process without NATS gets
 * none.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can reach its database and bus (503 when not), and its market writers’ roles ' +
          '(`degraded` with 200 while one is on standby or halted)',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const { health, reachable } = await checkHealth()
      return reply.status(reachable ? 200 : 503).send({ data: health })
    },
  )

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 only when this process can take (or hand over) the writes of every market it runs ' +
          'and reaches its database and bus; 503 otherwise',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const { health, ready } = await checkHealth()
      return reply.status(ready ? 200 : 503).send({ data: health })
    },
  )

  async function checkHealth(): Promise<{ health: Health; reachable: boolean; ready: boolean }> {
    const [database, busHealth] = await Promise.all([checkDatabase(), app.bus.health()])
    // The bus's own detail names the NATS server and its errors: anonymous callers get the kind.
    const bus = { ok: busHealth.ok, detail: busHealth.ok ? busKind() : 'unreachable' }
    const reachable = database.ok && bus.ok
    const exchange = app.exchangeStatus()
    const marketsOk =
      exchange.eventLog?.ok !== false && Object.values(exchange.markets ?? {}).every((r) => r === 'writer')
    const health: Health = {
      status: reachable && marketsOk ? 'ok' : 'degraded',
      version: process.env.npm_package_version ?? '0.1.0',
      // The process's own running time, not business time: not the app's clock.
      uptimeSeconds: Math.round(process.uptime()),
      database,
      bus,
      ...(exchange.markets ? { markets: exchange.markets } : {}),
      ...(exchange.eventLog ? { eventLog: exchange.eventLog } : {}),
    }
    return { health, reachable, ready: reachable && exchange.writable }
  }

  function busKind(): string {
    return app.bus.kind === 'nats' ? 'nats' : 'in-process'
  }

  /**
   * Asks the database now, so health turns `degraded` while it does not answer and `ok` as soon as
   * the pool has reconnected. The detail is for anonymous callers: the kind of database only, never
   * its URL, its files' path or the driver's error text (those go to the log).
   */
  async function checkDatabase(): Promise<{ ok: boolean; detail: string }> {
    try {
      await sql`select 1`.execute(app.db)
      return { ok: true, detail: app.database.kind === 'pglite' ? 'embedded' : 'postgres' }
    } catch (error) {
      app.log.warn({ reason: (error as Error).message }, 'health: database unreachable')
      return { ok: false, detail: 'unreachable' }
    }
  }
}
