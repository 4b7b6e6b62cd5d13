import type { FastifyInstance } from 'fastify'

/**
 * The order route's two-factor check (issue 7), as a plain function for
 * code that holds the app rather than a request: same as
 * `app.verifyTotpForOrder(userId, code)`.
 *
 * @example await verifyTotpForOrder(app, request.user.id, body.totp_code)
 */
export function verifyTotpForOrder(app: FastifyInstance, userId: number, code: string): Promise<void> {
  return app.verifyTotpForOrder(userId, code)
}
