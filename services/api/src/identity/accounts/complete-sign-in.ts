import type { LoginResult } from '@iqs/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SignInMethod } from '../sessions/sessions.table.js'
import { toAccountUser } from '../users/account-user.js'
import { assertNotSuspended } from '../users/account-suspension.js'
import type { UserRow } from '../users/users.table.js'

/**
 * Opens a full session for a user whose credentials were checked, sets its
 * cookies and returns the login answer. A session this browser still held
 * is revoked first: one browser, one live session. A suspended account is
 * refused here (403 ACCOUNT_SUSPENDED), which covers the social sign-ins.
 *
 * @example return { data: await completeSignIn(app, request, reply, user, { remember, method: 'password' }) }
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: { remember: boolean; method: SignInMethod },
): Promise<LoginResult> {
  assertNotSuspended(user)
  await endBrowserSession(app, request, 'replaced')
  const tokens = await app.sessions.start({ userId: user.id, stage: 'full', ...options })
  app.sessionCookies.set(reply, tokens)
  return { user: toAccountUser(user), totpActivated: await app.totp.isActivated(user.id) }
}

/** Revokes whatever session this request's cookies name (full, pending or by refresh token). */
export async function endBrowserSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reason: string,
): Promise<void> {
  const refresh = app.sessionCookies.refresh(request)
  if (refresh) await app.sessions.revokeByRefreshToken(refresh, reason)
  const sessionId = request.user?.sessionId ?? request.pendingTotp?.sessionId
  if (sessionId) await app.sessions.revoke(sessionId, reason)
  else {
    const access = app.sessionCookies.access(request)
    if (access) await app.sessions.revokeByAccessToken(access, reason)
  }
}
