import type { z } from 'zod'
import { appError } from '../errors.js'

/**
 * Parses a request body with a protocol schema and, on failure, answers 400
 * VALIDATION_FAILED whose message is the first problem's text alone - the
 * spec's words ('Invalid email format', 'Passwords do not match'...), which
 * the client shows as they are. Routes that use it set
 * `attachValidation: true` so the schema still documents the body.
 *
 * @example const body = parseInput(loginRequestSchema, request.body)
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const details = result.error.issues.map((issue) => ({
    path: `body.${issue.path.join('.')}`,
    message: issue.message,
  }))
  throw appError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'The request is invalid', details)
}
