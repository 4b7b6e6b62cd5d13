import {
  consultantDetailSchema,
  consultantPageSchema,
  consultantParamsSchema,
  consultantsQuerySchema,
  dataEnvelope,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { isoDay } from '../../platform/clock.js'
import { appError } from '../../platform/errors.js'
import { readPublicProfile } from '../profiles/profile-view.js'
import { PROJECT_OWNER_ROLES } from '../projects/project-owners.js'
import { toCards } from './consultant-cards.js'
import { searchConsultants } from './consultant-search.repository.js'
import { listSentInvitations } from './invitations.repository.js'
import { findShortlistEntry } from './shortlists.repository.js'
import { findConsultantRow } from './shown-consultants.js'

export const consultantsTags = ['network consultants']
/** Who finds consultants: the project owners (spec §2 find-consultants, search-consultants). */
export const owners = { access: { roles: PROJECT_OWNER_ROLES } }

/**
 * The owners' search of consultants (spec §2 /my-projects/find-consultants for clients,
 * search-consultants for executive partners: the same search) and a consultant's page.
 */
export const consultantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/consultants',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary:
          'Approved consultants. `query` (name, headline, skills) must match, and so must `available` and ' +
          '`max_day_rate`; of sector, practice, function, seniority and languages, at least one given: ' +
          'the best text match first, then the most criteria matched, then the newest',
        querystring: consultantsQuerySchema,
        response: { 200: dataEnvelope(consultantPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { page_size, max_day_rate, ...criteria } = request.query
      const today = isoDay(app.clock.date())
      const page = await searchConsultants(app.db, {
        ...criteria,
        maxDayRate: max_day_rate,
        today,
        pageSize: page_size,
      })
      const cards = await toCards(app.db, page.items, user.id, today)
      return {
        data: { ...page, items: cards.map((card, index) => ({ ...card, match: page.items[index]!.match })) },
      }
    },
  )

  app.get(
    '/api/network/consultants/:userId',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary:
          "An approved consultant's profile and card (no e-mail, phone or address), my shortlist note and " +
          'my invitations to them (404 CONSULTANT_NOT_FOUND otherwise)',
        params: consultantParamsSchema,
        response: { 200: dataEnvelope(consultantDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { userId } = request.params
      const row = await findConsultantRow(app.db, userId)
      const profile = row && (await readPublicProfile(app.db, userId))
      if (!row || !profile) throw appError('CONSULTANT_NOT_FOUND')
      const [[card], entry, invitations] = await Promise.all([
        toCards(app.db, [row], user.id, isoDay(app.clock.date())),
        findShortlistEntry(app.db, user.id, userId),
        listSentInvitations(app.db, user.id, { consultantId: userId }),
      ])
      return {
        data: {
          card: card!,
          profile,
          shortlist: entry
            ? {
                note: entry.note,
                created_at: entry.created_at.toISOString(),
                updated_at: entry.updated_at.toISOString(),
              }
            : null,
          invitations: invitations.map(({ consultant: _consultant, ...invitation }) => invitation),
        },
      }
    },
  )
}
