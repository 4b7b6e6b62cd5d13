import { adSchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listActiveAds } from './ads.repository.js'

/** `GET /api/adds` (spelling fixed by spec §7): the side column's ads. */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/adds',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'The ads of the side column',
        response: { 200: dataEnvelope(z.array(adSchema)) },
      },
    },
    async (_request, reply) => {
      const rows = await listActiveAds(app.db)
      // The web caches ads for 10 minutes (spec §9); let shared caches do a little of that too.
      reply.header('cache-control', 'public, max-age=60')
      return {
        data: rows.map(({ id, title, description, image_link, add_link }) => ({
          id,
          title,
          description,
          image_link,
          add_link,
        })),
      }
    },
  )
}
