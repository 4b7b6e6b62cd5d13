import {
  dataEnvelope,
  leaderGroupSchema,
  leaderGroupsQuerySchema,
  leaderSchema,
  leadersQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toLeaderDto } from './leader-dto.js'
import { leaderGroups, listLeaders } from './leaders.repository.js'

/** /our-leaders: the groups of a tab (sectors, practices, functions) and the partners of one group. */
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
      const rows = await listLeaders(app.db, by && value ? { by, value } : undefined)
      return { data: rows.map(toLeaderDto) }
    },
  )
}
