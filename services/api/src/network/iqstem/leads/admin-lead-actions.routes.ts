import {
  adminLeadSchema,
  assignLeadRequestSchema,
  convertLeadRequestSchema,
  dataEnvelope,
  leadNotesRequestSchema,
  leadParamsSchema,
  loseLeadRequestSchema,
  qualifyLeadRequestSchema,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { applyTransition, type TransitionRequest } from '../../workflow/apply-transition.js'
import { convertLeadToProject } from './convert-lead.js'
import { adminLeadsTags } from './lead-access.js'
import { leadProcess } from './lead-process.js'
import { readAdminLead } from './read-leads.js'
import { assertRepresentative } from './representatives.js'
import { sendLeadNotices } from './send-lead-notices.js'

const admins = { access: { roles: ['Admin'] as const, admin: 'iqstem' as const } }
const answer = { 200: dataEnvelope(adminLeadSchema) }

/**
 * The admins' moves on a lead (spec §2 /admin-iqstem/iq-leads), one route each
 * (`POST /api/admin/iqstem/leads/:id/<action>`): assign a representative, write notes, qualify,
 * convert into a draft project, mark lost. Each is a transition of the lead's process (the wrong
 * state: 409 TRANSITION_NOT_ALLOWED; a missing lead: 404 LEAD_NOT_FOUND), recorded with the admin,
 * and answers the lead as admins see it. The member is told of qualify, convert and lose.
 */
export const adminLeadActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/iqstem/leads/:id/assign',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary:
          'Assign the representative who contacts the client (an admin account: 422 REPRESENTATIVE_INVALID ' +
          'otherwise), until the lead is contracted',
        params: leadParamsSchema,
        body: assignLeadRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params
      const representative = request.body.representative_user_id
      return move(app, requireUser(request).id, id, {
        transition: 'assign',
        change: async (trx) => {
          await assertRepresentative(trx, representative)
          await trx
            .updateTable('iqstem_leads')
            .set({ representative_user_id: representative })
            .where('id', '=', id)
            .execute()
        },
      })
    },
  )

  app.post(
    '/api/admin/iqstem/leads/:id/qualify',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary:
          "Qualify a submitted lead: the client was contacted; the representative's notes are shown to " +
          'the member. The admin becomes its representative if it had none',
        params: leadParamsSchema,
        body: qualifyLeadRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params
      const adminId = requireUser(request).id
      const { notes } = request.body
      return move(app, adminId, id, {
        transition: 'qualify',
        message: notes,
        change: async (trx) => {
          await trx
            .updateTable('iqstem_leads')
            .set((eb) => ({
              representative_notes: notes,
              representative_user_id: eb.fn.coalesce('representative_user_id', eb.val(adminId)),
            }))
            .where('id', '=', id)
            .execute()
        },
      })
    },
  )

  app.post(
    '/api/admin/iqstem/leads/:id/notes',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary: "Replace the representative's notes (shown to the member), until the lead is paid or lost",
        params: leadParamsSchema,
        body: leadNotesRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params
      const { notes } = request.body
      return move(app, requireUser(request).id, id, {
        transition: 'notes',
        message: notes,
        change: async (trx) => {
          await trx
            .updateTable('iqstem_leads')
            .set({ representative_notes: notes })
            .where('id', '=', id)
            .execute()
        },
      })
    },
  )

  app.post(
    '/api/admin/iqstem/leads/:id/convert',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary:
          'Convert a qualified lead into a draft project pre-filled from it, owned by the approved client ' +
          'or executive partner account with this e-mail (422 LEAD_OWNER_INVALID otherwise)',
        params: leadParamsSchema,
        body: convertLeadRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params
      const adminUserId = requireUser(request).id
      const at = app.clock.date()
      return move(app, adminUserId, id, {
        transition: 'convert',
        change: async (trx) => {
          await convertLeadToProject(trx, {
            leadId: id,
            ownerEmail: request.body.owner_email,
            adminUserId,
            at,
          })
        },
      })
    },
  )

  app.post(
    '/api/admin/iqstem/leads/:id/lose',
    {
      config: admins,
      schema: {
        tags: adminLeadsTags,
        summary:
          'Mark a lead lost (submitted, qualified or converted), saying why: the member is told, and the ' +
          'client may be brought again',
        params: leadParamsSchema,
        body: loseLeadRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params
      const { reason } = request.body
      return move(app, requireUser(request).id, id, {
        transition: 'lose',
        message: reason,
        change: async (trx) => {
          await trx.updateTable('iqstem_leads').set({ lost_reason: reason }).where('id', '=', id).execute()
        },
      })
    },
  )
}

type Step = Pick<TransitionRequest, 'transition' | 'message' | 'change'>

/** Takes one step of a lead as the admin, in one transaction; then the mails go and the lead is answered. */
async function move(app: FastifyInstance, adminUserId: number, id: number, step: Step) {
  await app.db.transaction().execute((trx) =>
    applyTransition(trx, leadProcess, {
      entityId: id,
      actor: { role: 'admin', userId: adminUserId },
      at: app.clock.date(),
      ...step,
    }),
  )
  await sendLeadNotices(app)
  return { data: await readAdminLead(app.db, id) }
}
