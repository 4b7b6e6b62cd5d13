import {
  dataEnvelope,
  leadListSchema,
  leadParamsSchema,
  leadRequestSchema,
  leadSchema,
  leadsQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { LEAD_MEMBER_ROLES, leadsTags } from './lead-access.js'
import { readMemberLead, readMemberLeads } from './read-leads.js'
import { submitLead } from './submit-lead.js'

const members = { access: { roles: LEAD_MEMBER_ROLES } }

/**
 * The member's leads (spec §2 /my-iqstem/add-leads, my-leads, my-leads/:id): bring one, list mine,
 * read one. Another member's lead answers 404 LEAD_NOT_FOUND, as a missing one does.
 */
export const memberLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/iqstem/leads',
    {
      config: members,
      schema: {
        tags: leadsTags,
        summary:
          'Bring a client lead (approved members: 403 MEMBER_NOT_APPROVED). 409 LEAD_DUPLICATE ' +
          '(details.field: company or contact_email) when a lead that is not lost has that client',
        body: leadRequestSchema,
        response: { 201: dataEnvelope(leadSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const id = await submitLead(app.db, user.id, request.body, app.clock.date())
      return reply.code(201).send({ data: await readMemberLead(app.db, user.id, id) })
    },
  )

  app.get(
    '/api/network/iqstem/leads',
    {
      config: members,
      schema: {
        tags: leadsTags,
        summary: 'My leads (one state, or all), newest first, with how many are in each state',
        querystring: leadsQuerySchema,
        response: { 200: dataEnvelope(leadListSchema) },
      },
    },
    async (request) => ({
      data: await readMemberLeads(app.db, requireUser(request).id, request.query.state),
    }),
  )

  app.get(
    '/api/network/iqstem/leads/:id',
    {
      config: members,
      schema: {
        tags: leadsTags,
        summary:
          "One of my leads: its contact, state, representative's notes, project, commission and history",
        params: leadParamsSchema,
        response: { 200: dataEnvelope(leadSchema) },
      },
    },
    async (request) => ({
      data: await readMemberLead(app.db, requireUser(request).id, request.params.id),
    }),
  )
}
