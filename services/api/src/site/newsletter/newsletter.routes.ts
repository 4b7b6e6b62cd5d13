import { dataEnvelope, newsletterRequestSchema, newsletterResultSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { subscribe } from './newsletter.repository.js'

/** `POST /api/newsletter`: the footer's box. 201 for a new address, 200 when it was already there. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: { 200: dataEnvelope(newsletterResultSchema), 201: dataEnvelope(newsletterResultSchema) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase()
      const created = await subscribe(app.db, { email, language: request.body.language })
      return reply.status(created ? 201 : 200).send({ data: { email, already_subscribed: !created } })
    },
  )
}
