import { adminConsultantPageSchema, adminConsultantSearchQuerySchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { isoDay } from '../../platform/clock.js'
import { adminConsultantSearch } from './admin-consultant-search.js'
import { memberReportsTags } from './member-reports.routes.js'

/** `/admin-consultants/search`: the consultants admins' search (issue 18). */
export const adminConsultantSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/network/consultants/search',
    {
      config: { access: { roles: ['Admin'], admin: 'consultants' } },
      schema: {
        tags: memberReportsTags,
        summary:
          'The owners’ consultant search (`GET /api/network/consultants`: text, limits, ranking) over every ' +
          'consultant with a membership, whatever its state, with the admins’ filters: `state` (ONBOARDING, ' +
          'PENDING, APPROVED, REJECTED, SUSPENDED) and `min_rating` (the published reviews’ average); ' +
          'each hit with its e-mail, state and rating',
        querystring: adminConsultantSearchQuerySchema,
        response: { 200: dataEnvelope(adminConsultantPageSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { page_size, ...search } = request.query
      return {
        data: await adminConsultantSearch(
          app.db,
          { ...search, pageSize: page_size },
          { adminId: admin.id, today: isoDay(app.clock.date()) },
        ),
      }
    },
  )
}
