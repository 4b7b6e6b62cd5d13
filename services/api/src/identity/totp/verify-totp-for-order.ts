import type { FastifyInstance } from 'fastify'

/**
 * The order route's two-factor check (issue 7), as a plain function for
 * code that holds the app rather than a request: same as
 * `app.verifyTotpForOrder(userId, sessionId, code)`.
 *
 * @example await verifyTotpForOrder(app, request.user.id, request.user.sessionId, body.totp)
 */
export function verifyTotpForOrder(
  app: FastifyInstance,
  userId: number,
  sessionId: string,
  code: string,
): Promise<void> {
  return app.verifyTotpForOrder(userId, sessionId, code)
}
