import { z } from 'zod'
import { errorCodeSchema } from './error-codes.js'

/** Every success answer is `{ data: ... }` (spec §7: the client reads `data.data`). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data })
}

/**
 * Every error answer: a stable machine code of `ERROR_CODES` and the English default message (for
 * api users; the web shows its own text for the code, in the reader's language).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema.describe('Stable SNAKE_CASE code, e.g. VALIDATION_FAILED'),
    message: z.string().describe('English text fit to show a person'),
    details: z
      .unknown()
      .optional()
      .describe('What the text needs, e.g. a market refusal: { reason, instrument, available? }'),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
