import {
  consultantParamsSchema,
  dataEnvelope,
  shortlistedConsultantSchema,
  shortlistRequestSchema,
  shortlistSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { isoDay } from '../../platform/clock.js'
import { appError } from '../../platform/errors.js'
import { toCards } from './consultant-cards.js'
import { consultantsTags, owners } from './consultants.routes.js'
import { deleteShortlistEntry, listShortlist, saveShortlistEntry } from './shortlists.repository.js'
import { findConsultantRow } from './shown-consultants.js'

/** An owner's shortlist of consultants (spec §2 /my-projects/my-consultants): theirs alone. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/my-consultants',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary: 'My shortlist, the latest added first, each consultant with their card and my note',
        response: { 200: dataEnvelope(shortlistSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const rows = await listShortlist(app.db, user.id)
      const cards = await toCards(app.db, rows, user.id, isoDay(app.clock.date()))
      return {
        data: {
          items: rows.map((row, index) => ({
            consultant: cards[index]!,
            note: row.note,
            created_at: row.added_at.toISOString(),
            updated_at: row.note_updated_at.toISOString(),
          })),
        },
      }
    },
  )

  app.put(
    '/api/network/my-consultants/:userId',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary:
          'Shortlist an approved consultant, with an optional note for me; again: rewrites the note ' +
          '(404 CONSULTANT_NOT_FOUND)',
        params: consultantParamsSchema,
        body: shortlistRequestSchema,
        response: { 200: dataEnvelope(shortlistedConsultantSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { userId } = request.params
      const row = await findConsultantRow(app.db, userId)
      if (!row) throw appError('CONSULTANT_NOT_FOUND')
      const at = app.clock.date()
      await saveShortlistEntry(app.db, {
        ownerId: user.id,
        consultantId: userId,
        note: request.body?.note ?? '',
        at,
      })
      const entry = (await listShortlist(app.db, user.id)).find((item) => Number(item.user_id) === userId)
      if (!entry) throw appError('CONSULTANT_NOT_FOUND')
      const [card] = await toCards(app.db, [entry], user.id, isoDay(at))
      return {
        data: {
          consultant: card!,
          note: entry.note,
          created_at: entry.added_at.toISOString(),
          updated_at: entry.note_updated_at.toISOString(),
        },
      }
    },
  )

  app.delete(
    '/api/network/my-consultants/:userId',
    {
      config: owners,
      schema: {
        tags: consultantsTags,
        summary: 'Take a consultant off my shortlist (404 NOT_SHORTLISTED when they are not on it)',
        params: consultantParamsSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      if (!(await deleteShortlistEntry(app.db, user.id, request.params.userId)))
        throw appError('NOT_SHORTLISTED')
      return reply.code(204).send()
    },
  )
}
