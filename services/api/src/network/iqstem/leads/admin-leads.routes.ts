import {
  adminLeadPageSchema,
  adminLeadSchema,
  adminLeadsQuerySchema,
  dataEnvelope,
  leadParamsSchema,
  representativeListSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminLeadsTags } from './lead-access.js'
import { readAdminLead, readAdminLeadPage } from './read-leads.js'
import { listRepresentatives } from './representatives.js'

const admins = { access: { roles: ['Admin'] as const, admin: 'iqstem' as const } }

/** The admins' reading of leads (spec §2 /admin-iqstem/iq-leads): every member's, and who may represent IQS. */
export const adminLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/leads',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary:
          "Every member's leads, newest first, by state, member or a search of the company, contact or " +
          'member name; paged, with how many of the search are in each state',
        querystring: adminLeadsQuerySchema,
        response: { 200: dataEnvelope(adminLeadPageSchema) },
      },
    },
    async (request) => ({ data: await readAdminLeadPage(app.db, request.query) }),
  )

  app.get(
    '/api/admin/iqstem/leads/:id',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary: 'One lead, with its member, representative and history (who did what, when)',
        params: leadParamsSchema,
        response: { 200: dataEnvelope(adminLeadSchema) },
      },
    },
    async (request) => ({ data: await readAdminLead(app.db, request.params.id) }),
  )

  app.get(
    '/api/admin/iqstem/representatives',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary: 'The representatives a lead can be assigned to: the admin accounts, by name',
        response: { 200: dataEnvelope(representativeListSchema) },
      },
    },
    async () => ({ data: { items: await listRepresentatives(app.db) } }),
  )
}
