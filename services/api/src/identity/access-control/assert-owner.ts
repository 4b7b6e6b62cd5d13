import type { AdminPermission } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'
import { holdsAdminPermission } from './admin-permission.js'
import type { RequestUser } from './request-user.js'

/**
 * The signed-in user, who must own the resource (its `ownerId`), or an
 * admin holding the `allowAdmin` group. Throws 401/403 otherwise, so a handler
 * reads top-down: `const user = assertOwner(request, order.userId)`.
 *
 * Why a helper and not a policy: ownership needs the row, which only the
 * handler loads; the route policy has already checked the role.
 *
 * @example
 * const kyc = await findKyc(app.db, params.userId)
 * assertOwner(request, kyc.userId, { allowAdmin: 'tokens' })
 */
export function assertOwner(
  request: FastifyRequest,
  ownerId: number,
  options: { allowAdmin?: AdminPermission } = {},
): RequestUser {
  const user = request.user
  if (!user) throw appError('UNAUTHENTICATED')
  if (user.id === ownerId) return user
  if (options.allowAdmin && holdsAdminPermission(user, options.allowAdmin)) return user
  throw appError('FORBIDDEN', 'This belongs to another account')
}
