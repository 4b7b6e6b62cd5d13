import { z } from 'zod'
import { idParamSchema, pageOf, pageQuerySchema } from './public-taxonomy.js'

/** `GET /api/admin/mail-outbox`: which page, newest mails first. */
export const mailOutboxQuerySchema = z.object({ page: pageQuerySchema })
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>

/** `GET /api/admin/mail-outbox/:id`. */
export const mailOutboxParamsSchema = z.object({ id: idParamSchema })

/** A mail in the outbox's list: who, what, when; the bodies come with the single mail. */
export const mailOutboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(['en', 'fr']).describe('The recipient’s language the mail was written in'),
  created_at: z.string().describe('When the platform would have sent it (ISO 8601)'),
})
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>

export const mailOutboxPageSchema = pageOf(mailOutboxEntrySchema).extend({
  delivery: z
    .enum(['smtp', 'outbox', 'custom'])
    .describe('Where mail goes now: only with `outbox` (no SMTP_URL) does this list grow'),
})
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>

/** One mail with both its bodies: the web shows the HTML in a sandboxed frame, or the text. */
export const mailOutboxMailSchema = mailOutboxEntrySchema.extend({
  text: z.string(),
  html: z.string(),
})
export type MailOutboxMail = z.infer<typeof mailOutboxMailSchema>

/** Mails per page of the outbox list. */
export const MAIL_OUTBOX_PAGE_SIZE = 20
