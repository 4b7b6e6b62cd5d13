import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'
import type { RequestUser } from './request-user.js'

/**
 * `request.user`, typed as present. On a `signedIn` or `{ roles }` route the
 * hook has already refused guests, so this only narrows the type; it still
 * throws 401 rather than trust that.
 *
 * @example const user = requireUser(request)
 */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw appError('UNAUTHENTICATED')
  return request.user
}
