import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ERRORS, type ErrorCode } from '../errors.js'

const ANSWERS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'URI_TOO_LONG',
    message: 'A path parameter is longer than 100 characters',
  },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not valid percent-encoded UTF-8' },
}

/**
 * Fastify refuses some requests in its router, before any hook or the error handler runs: a path
 * that is not valid percent-encoded UTF-8 (`%zz`, `%ED%A0%80`), a path parameter over
 * `maxParamLength`, an async constraint that failed. Its own answers have another shape and echo the
 * path back; `frameworkErrors` (buildApp) sends them here instead: the api's shape, no echo.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = ANSWERS[error.code] ?? { code: 'BAD_REQUEST', message: 'The request could not be routed' }
  const { status } = ERRORS[answer.code]
  void reply.status(status).send({ error: answer })
}
