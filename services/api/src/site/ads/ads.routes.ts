import { adSchema, dataEnvelope, readerLanguageQuerySchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isoDay } from '../../platform/clock.js'
import { readerLanguage } from '../language/reader-language.js'
import { createAdsCache } from './ads-cache.js'
import { listShowingAds } from './ads.repository.js'

/**
 * `GET /api/adds` (spelling fixed by spec §7): the side column's ads, in the reader's language
 * (`?lang=`, else Accept-Language). Kept 10 minutes in memory per language and day (spec §9), and
 * forgotten as soon as an admin changes an ad (see ads-cache.ts).
 */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createAdsCache(app.bus, app.clock)
  app.addHook('onClose', async () => cache.close())

  app.get(
    '/api/adds',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "The ads of the side column, in the reader's language",
        querystring: readerLanguageQuerySchema,
        response: { 200: dataEnvelope(z.array(adSchema)) },
      },
    },
    async (request, reply) => {
      const language = readerLanguage(request.query.lang, request.headers['accept-language'])
      const day = isoDay(app.clock.date())
      const ads = await cache.get(`${language}:${day}`, () => listShowingAds(app.db, day, language))
      // The web keeps ads 10 minutes itself (spec §9) and the server caches them until an ad
      // changes: a browser or proxy copy on top would only delay an admin's change.
      reply.header('cache-control', 'no-cache')
      reply.header('vary', 'accept-language')
      return { data: ads }
    },
  )
}
