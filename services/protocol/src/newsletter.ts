import { z } from 'zod'
import { contentLanguageSchema } from './public-taxonomy.js'
import { text } from './text.js'

/** An e-mail address as the public forms take it: trimmed, at most 254 characters. */
export const publicEmailSchema = text()
  .trim()
  .max(254, 'the e-mail address must be at most 254 characters')
  .pipe(z.email('enter a valid e-mail address'))

/** `POST /api/newsletter`: the footer's box. */
export const newsletterRequestSchema = z.object({
  email: publicEmailSchema,
  language: contentLanguageSchema.default('en'),
})
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>

export const newsletterResultSchema = z.object({
  email: z.string(),
  already_subscribed: z.boolean(),
})
export type NewsletterResult = z.infer<typeof newsletterResultSchema>
