import { dataEnvelope, publicReferenceSchema, readerLanguageQuerySchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readerLanguage } from '../language/reader-language.js'
import { toPublicReference } from './reference-dto.js'
import { listVisibleReferences } from './references.repository.js'

/** `GET /api/references`: the client references of the public clients page (issue 18). */
export const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/references',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "The visible client references, in their order and the reader's language",
        querystring: readerLanguageQuerySchema,
        response: { 200: dataEnvelope(z.array(publicReferenceSchema)) },
      },
    },
    async (request) => {
      const language = readerLanguage(request.query.lang, request.headers['accept-language'])
      const rows = await listVisibleReferences(app.db)
      return { data: rows.map((row) => toPublicReference(row, language)) }
    },
  )
}
