import {
  dataEnvelope,
  leaderGroupSchema,
  leaderGroupsQuerySchema,
  leaderSchema,
  leadersQuerySchema,
  profileUserParamsSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { leaderCv, leaderGroups, listLeaderCards } from '../../network/ports/leader-cards.js'
import { isoDay } from '../../platform/clock.js'
import { appError } from '../../platform/errors.js'
import { sendFile } from '../../platform/files/send-file.js'

/**
 * /our-leaders: the groups of a tab (sectors, practices, functions), the partners of one group and
 * the CV a card links to. The cards are the network profiles of approved executive partners.
 */
export const leadersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leaders/groups',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Sectors, practices or functions that have executive partners, with counts',
        querystring: leaderGroupsQuerySchema,
        response: { 200: dataEnvelope(z.array(leaderGroupSchema)) },
      },
    },
    async (request) => ({ data: await leaderGroups(app.db, request.query.by) }),
  )

  app.get(
    '/api/leaders',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Executive partner cards, all or of one sector, practice or function',
        querystring: leadersQuerySchema,
        response: { 200: dataEnvelope(z.array(leaderSchema)) },
      },
    },
    async (request) => {
      const { by, value } = request.query
      const today = isoDay(app.clock.date())
      return { data: await listLeaderCards(app.db, today, by && value ? { by, value } : undefined) }
    },
  )

  app.get(
    '/api/leaders/:userId/cv',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "The CV on an executive partner's card (404 FILE_NOT_FOUND for anyone not shown)",
        params: profileUserParamsSchema,
      },
    },
    async (request, reply) => {
      const cv = await leaderCv(app.db, request.params.userId)
      const file = cv ? await app.files.get(cv.key) : undefined
      if (!cv || !file) throw appError('FILE_NOT_FOUND')
      return sendFile(reply, {
        content: file.content,
        contentType: file.contentType,
        name: cv.fileName ?? 'cv.pdf',
        caching: 'revalidate',
      })
    },
  )
}
