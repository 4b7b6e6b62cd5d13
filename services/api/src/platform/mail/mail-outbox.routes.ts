import {
  dataEnvelope,
  MAIL_OUTBOX_PAGE_SIZE,
  mailOutboxMailSchema,
  mailOutboxPageSchema,
  mailOutboxParamsSchema,
  mailOutboxQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../errors.js'
import { findOutboxMail, listOutboxMails } from './mail-outbox.repository.js'

/**
 * The admins' read of the mail outbox (`/admin-web-site/mail-outbox`): every mail the platform
 * would have sent while no SMTP server is configured. Admins only: mails carry reset links.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail-outbox',
    {
      config: { access: { roles: ['Admin'], admin: 'web_site' } },
      schema: {
        tags: ['mail'],
        summary: 'The mail outbox, newest first, one page at a time (filled only while SMTP_URL is unset)',
        querystring: mailOutboxQuerySchema,
        response: { 200: dataEnvelope(mailOutboxPageSchema) },
      },
    },
    async (request) => {
      const page = await listOutboxMails(app.db, {
        page: request.query.page,
        pageSize: MAIL_OUTBOX_PAGE_SIZE,
      })
      return { data: { ...page, delivery: app.mailDelivery } }
    },
  )

  app.get(
    '/api/admin/mail-outbox/:id',
    {
      config: { access: { roles: ['Admin'], admin: 'web_site' } },
      schema: {
        tags: ['mail'],
        summary: 'One mail of the outbox, with its HTML and text bodies',
        params: mailOutboxParamsSchema,
        response: { 200: dataEnvelope(mailOutboxMailSchema) },
      },
    },
    async (request) => {
      const mail = await findOutboxMail(app.db, request.params.id)
      if (!mail) throw appError('NOT_FOUND', `No mail ${request.params.id} in the outbox`)
      return { data: mail }
    },
  )
}
