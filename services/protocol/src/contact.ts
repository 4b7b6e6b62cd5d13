import { z } from 'zod'
import { publicEmailSchema } from './newsletter.js'
import { contentLanguageSchema } from './public-taxonomy.js'
import { text } from './text.js'

/** Limits of the contact form, shared so the web checks the same ones before sending. */
export const CONTACT_LIMITS = {
  name: 120,
  company: 120,
  subject: 200,
  messageMin: 10,
  messageMax: 5000,
} as const

/** `POST /api/contact`: the contact page's form. */
export const contactRequestSchema = z.object({
  name: text().trim().min(1, 'the name is required').max(CONTACT_LIMITS.name),
  email: publicEmailSchema,
  company: text()
    .trim()
    .max(CONTACT_LIMITS.company)
    .optional()
    .transform((value) => value || null),
  subject: text().trim().min(1, 'the subject is required').max(CONTACT_LIMITS.subject),
  message: text({ multiline: true })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `the message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `the message must be at most ${CONTACT_LIMITS.messageMax} characters`),
  language: contentLanguageSchema.default('en'),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

export const contactReceiptSchema = z.object({ id: z.number().int(), received_at: z.string() })
export type ContactReceipt = z.infer<typeof contactReceiptSchema>
