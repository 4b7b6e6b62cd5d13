import { isConnectionError } from '@iqs/database'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import fp from 'fastify-plugin'
import { AppError, ERRORS, type ErrorCode } from '../errors.js'
import { multipartFailure } from './multipart-errors.js'

/** Seconds a client should wait before retrying after a lost database connection: the pool reconnects at once. */
const DATABASE_RETRY_AFTER_SECONDS = '1'
/** Seconds before retrying on a market writer on standby: the live writer, or this one back in its role, answers by then. */
const MARKET_RETRY_AFTER_SECONDS = '1'

/**
 * One error handler for the whole api: every failure leaves as
 * `{ error: { code, message } }`. Client errors say what was wrong; server
 * errors are logged with their context and reach the client as a bare
 * INTERNAL, never with a stack or a driver message.
 *
 * A lost database connection (failover, restart: see `isConnectionError`,
 * also behind the market writer's AppendFailedError) is no bug: it answers
 * 503 DATABASE_UNAVAILABLE with `retry-after`, logged as a one-line warning.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        if (error.code === 'MARKET_WRITER_STANDBY') reply.header('retry-after', MARKET_RETRY_AFTER_SECONDS)
        return reply.status(error.status).send(body(error.code, error.message, error.details))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
          message: issue.message,
        }))
        const message = details.map((d) => `${d.path}: ${d.message}`).join('; ')
        return reply.status(400).send(body('VALIDATION_FAILED', message, details))
      }
      // A form busboy cannot read throws plain errors, without a status: still the client's.
      const multipart = multipartFailure(error)
      if (multipart) return reply.status(multipart.status).send(body(multipart.code, multipart.message))
      const status = error.statusCode ?? 500
      if (status < 500) {
        // Fastify's own client errors (bad JSON, body too large, wrong content type...).
        const code = fastifyCodeToErrorCode(error.code, status)
        return reply.status(status).send(body(code, error.message || ERRORS[code].message))
      }
      // Only for what would be a 500: a client error that carries a socket code stays a 4xx.
      if (isConnectionError(error)) {
        request.log.warn({ route: request.routeOptions.url, reason: error.message }, 'database unavailable')
        return reply
          .status(ERRORS.DATABASE_UNAVAILABLE.status)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send(body('DATABASE_UNAVAILABLE', ERRORS.DATABASE_UNAVAILABLE.message))
      }
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed')
      return reply.status(500).send(body('INTERNAL', ERRORS.INTERNAL.message))
    })
  },
  { name: 'error-handler' },
)

function body(code: ErrorCode | string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } }
}

function fastifyCodeToErrorCode(code: string | undefined, status: number): ErrorCode {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'PAYLOAD_TOO_LARGE'
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  return 'BAD_REQUEST'
}
