import { contactReceiptSchema, contactRequestSchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { saveContactMessage } from './contact.repository.js'

/** `POST /api/contact`: the contact page's form, stored for the team to answer. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Send a message to the team',
        body: contactRequestSchema,
        response: { 201: dataEnvelope(contactReceiptSchema) },
      },
    },
    async (request, reply) => {
      const { name, email, company, subject, message, language } = request.body
      const saved = await saveContactMessage(app.db, {
        name,
        email: email.toLowerCase(),
        company,
        subject,
        message,
        language,
      })
      request.log.info({ contactMessageId: saved.id }, 'contact message received')
      return reply.status(201).send({ data: { id: saved.id, received_at: saved.created_at.toISOString() } })
    },
  )
}
