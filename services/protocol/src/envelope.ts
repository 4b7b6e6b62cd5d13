import { z } from 'zod'

/** Every success answer is `{ data: ... }` (spec §7: the client reads `data.data`). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data })
}

/** Every error answer: a stable machine code and a human message (API.md conventions). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('Stable SNAKE_CASE code, e.g. VALIDATION_FAILED'),
    message: z.string().describe('Text fit to show a person'),
    details: z.unknown().optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
