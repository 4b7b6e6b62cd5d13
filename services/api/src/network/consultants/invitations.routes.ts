import {
  consultantParamsSchema,
  dataEnvelope,
  invitationListSchema,
  invitationRequestSchema,
  invitationSchema,
  invitationsQuerySchema,
  receivedInvitationListSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { sendNotices } from '../applications/send-notices.js'
import { consultantsTags, owners } from './consultants.routes.js'
import { inviteConsultant } from './invite-consultant.js'
import { listReceivedInvitations, listSentInvitations } from './invitations.repository.js'

/** Owners invite a consultant to apply to one of their projects; both sides see the invitations. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/consultants/:userId/invitations',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary:
          'Invite a consultant to apply to one of my published projects; they are notified (in the app ' +
          'and by e-mail). 404 CONSULTANT_NOT_FOUND, 404 PROJECT_NOT_FOUND (a draft, another owner’s), ' +
          '409 PROJECT_CLOSED, 409 ALREADY_INVITED (once per project and consultant)',
        params: consultantParamsSchema,
        body: invitationRequestSchema,
        response: { 201: dataEnvelope(invitationSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const { userId } = request.params
      const { project_id, message } = request.body
      await inviteConsultant(app.db, {
        ownerId: user.id,
        consultantId: userId,
        projectId: project_id,
        message: message ?? '',
        at: app.clock.date(),
      })
      await sendNotices(app)
      const [invitation] = await listSentInvitations(app.db, user.id, {
        projectId: project_id,
        consultantId: userId,
      })
      if (!invitation) throw appError('CONSULTANT_NOT_FOUND')
      return reply.code(201).send({ data: invitation })
    },
  )

  app.get(
    '/api/network/invitations',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary: 'The invitations I sent, newest first; of one of my projects with `project_id`',
        querystring: invitationsQuerySchema,
        response: { 200: dataEnvelope(invitationListSchema) },
      },
    },
    async (request) => {
      const items = await listSentInvitations(app.db, requireUser(request).id, {
        projectId: request.query.project_id,
      })
      return { data: { items } }
    },
  )

  app.get(
    '/api/network/invitations/received',
    {
      config: { access: { roles: ['Consultant'] } },
      schema: {
        tags: consultantsTags,
        summary: 'The invitations to apply I received, newest first',
        response: { 200: dataEnvelope(receivedInvitationListSchema) },
      },
    },
    async (request) => {
      return { data: { items: await listReceivedInvitations(app.db, requireUser(request).id) } }
    },
  )
}
