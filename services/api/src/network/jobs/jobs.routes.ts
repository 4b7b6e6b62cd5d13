import { dataEnvelope, jobPageSchema, jobParamsSchema, jobSchema, jobsQuerySchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { latestApplicationsOf } from '../applications/applications.repository.js'
import { expertiseOf } from './consultant-expertise.js'
import { toJob } from './job-dto.js'
import { findJob, listJobs } from './jobs.repository.js'

const tags = ['network jobs']
const consultants = { access: { roles: ['Consultant' as const] } }

/**
 * The consultant's side of the board (spec §2 /my-projects/jobs and jobs/details/:jobId): the
 * published projects, those matching my expertise first, each with my application if I applied.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/jobs',
    {
      config: consultants,
      schema: {
        tags,
        summary:
          'Open projects, those matching my expertise (sector, practice, seniority) first, then the best ' +
          'text match, then the newest; the board filters plus remote',
        querystring: jobsQuerySchema,
        response: { 200: dataEnvelope(jobPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { page_size, ...criteria } = request.query
      const page = await listJobs(
        app.db,
        { ...criteria, pageSize: page_size },
        await expertiseOf(app.db, user.id),
      )
      const mine = await latestApplicationsOf(
        app.db,
        user.id,
        page.items.map((row) => row.id),
      )
      return { data: { ...page, items: page.items.map((row) => toJob(row, mine.get(row.id))) } }
    },
  )

  app.get(
    '/api/network/jobs/:id',
    {
      config: consultants,
      schema: {
        tags,
        summary:
          'One open project, with how it matches me and my application; a closed one only if I applied ' +
          '(404 PROJECT_NOT_FOUND otherwise, and for a draft)',
        params: jobParamsSchema,
        response: { 200: dataEnvelope(jobSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = request.params
      const row = await findJob(app.db, id, await expertiseOf(app.db, user.id))
      const mine = (await latestApplicationsOf(app.db, user.id, [id])).get(id)
      if (!row || (row.status === 'closed' && !mine)) throw appError('PROJECT_NOT_FOUND', `No project ${id}`)
      return { data: toJob(row, mine) }
    },
  )
}
