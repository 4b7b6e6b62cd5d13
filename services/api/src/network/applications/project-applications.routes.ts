import { applicationListSchema, dataEnvelope, myProjectParamsSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { PROJECT_OWNER_ROLES } from '../projects/project-owners.js'
import { assertMyProject } from '../projects/read-my-project.js'
import { toApplicationSummary } from './application-dto.js'
import { applicationsTags } from './applications.routes.js'
import { listProjectApplications } from './applications.repository.js'

/** The owner's applicants of one project (spec §2 project-status/:projectId, the partner's my-projects/:projectId). */
export const projectApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/projects/:id/applications',
    {
      config: { access: { roles: PROJECT_OWNER_ROLES } },
      schema: {
        tags: applicationsTags,
        summary:
          "My project's applicants, newest first: name, headline, photo, profile link, state, rate and " +
          "availability (another owner's project: 404 PROJECT_NOT_FOUND)",
        params: myProjectParamsSchema,
        response: { 200: dataEnvelope(applicationListSchema) },
      },
    },
    async (request) => {
      const { id } = request.params
      await assertMyProject(app.db, requireUser(request).id, id)
      return { data: { items: (await listProjectApplications(app.db, id)).map(toApplicationSummary) } }
    },
  )
}
