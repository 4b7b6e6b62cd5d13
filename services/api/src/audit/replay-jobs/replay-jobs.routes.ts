import { dataEnvelope, replayJobParamsSchema, replayJobSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appError } from '../../platform/errors.js'
import { ReplayJobs } from './replay-jobs.js'
import { runReplayAudit } from './run-replay-audit.js'

/**
 * The auditor's "Replay and compare" over HTTP: start a job (one at a time), then poll it for its
 * progress and its report, per market and per projection MATCH / DIFFER / BEHIND with the hashes.
 * The job runs in this process (replay-jobs.ts); closing the app stops it and drops its scratch.
 */
export const replayJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = new ReplayJobs(
    ({ signal, onProgress }) =>
      runReplayAudit({ database: app.database, store: app.eventStore, signal, onProgress }),
    app.clock,
    app.log,
  )
  app.addHook('onClose', () => jobs.close())
  const access = { roles: ['Admin', 'Auditor'], admin: 'tokens' } as const

  app.post(
    '/api/admin/audit/replays',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary:
          'Start a replay and compare: every market engine and read model rebuilt from the first event in a scratch space, compared with the live state (409 REPLAY_ALREADY_RUNNING, details.id, while one runs)',
        response: { 202: dataEnvelope(replayJobSchema) },
      },
    },
    async (_request, reply) => {
      reply.status(202)
      return { data: jobs.start() }
    },
  )

  app.get(
    '/api/admin/audit/replays',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary:
          'The replay jobs this api process keeps (the running one and the last finished), newest first',
        response: { 200: dataEnvelope(z.array(replayJobSchema)) },
      },
    },
    async () => ({ data: jobs.list() }),
  )

  app.get(
    '/api/admin/audit/replays/:id',
    {
      config: { access },
      schema: {
        tags: ['audit'],
        summary: 'A replay job: its phase and progress, then its report',
        params: replayJobParamsSchema,
        response: { 200: dataEnvelope(replayJobSchema) },
      },
    },
    async (request) => {
      const job = jobs.get(request.params.id)
      if (!job) throw appError('REPLAY_NOT_FOUND')
      return { data: job }
    },
  )
}
