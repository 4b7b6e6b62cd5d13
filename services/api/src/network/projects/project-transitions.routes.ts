import {
  dataEnvelope,
  myProjectParamsSchema,
  myProjectSchema,
  OWNER_PROJECT_TRANSITIONS,
  type OwnerProjectTransition,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { PROJECT_OWNER_ROLES, projectsTags } from './project-owners.js'
import { moveMyProject } from './move-my-project.js'
import { readMyProject } from './read-my-project.js'

const SUMMARIES: Record<OwnerProjectTransition, string> = {
  publish:
    'Publish a draft of mine on the board (422 PROJECT_INCOMPLETE with details.missing until the ' +
    'fields the board needs are there)',
  close: 'Close a published project of mine: it leaves the board',
  reopen: 'Publish a closed project of mine again',
}

/**
 * The owner's transitions of a project, one route each: `POST /api/network/projects/:id/publish`,
 * `.../close`, `.../reopen`. From the wrong state: 409 TRANSITION_NOT_ALLOWED with `details: { state,
 * transition }`; another owner's project: 404.
 */
export const projectTransitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const transition of OWNER_PROJECT_TRANSITIONS)
    app.post(
      `/api/network/projects/:id/${transition}`,
      {
        config: { access: { roles: PROJECT_OWNER_ROLES } },
        schema: {
          tags: projectsTags,
          summary: SUMMARIES[transition],
          params: myProjectParamsSchema,
          response: { 200: dataEnvelope(myProjectSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request)
        const { id } = request.params
        await moveMyProject(app.db, { ownerId: user.id, id, transition, at: app.clock.date() })
        return { data: await readMyProject(app.db, user.id, id) }
      },
    )
}
