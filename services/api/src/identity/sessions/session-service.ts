import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import type { AccessTokenSigner } from './access-token.js'
import { SessionCache } from './session-cache.js'
import type { SessionRevocation, SessionRevocations } from './session-revocations.js'
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js'
import { SESSION_LIFETIMES } from './session-lifetimes.js'
import {
  claimRefreshToken,
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type LiveSession,
} from './sessions.repository.js'
import type { SessionStage, SignInMethod } from './sessions.table.js'

/** The credentials to hand the browser after a sign-in or a refresh. */
export interface IssuedTokens {
  sessionId: string
  userId: number
  stage: SessionStage
  remember: boolean
  accessToken: string
  accessExpiresAt: Date
  /** Full sessions only: a half-signed-in browser cannot extend its five minutes. */
  refreshToken: string | undefined
  sessionExpiresAt: Date
}

export type RefreshOutcome =
  | { outcome: 'rotated'; tokens: IssuedTokens }
  /** A token that was already exchanged came back: someone holds a copy. The session is revoked. */
  | { outcome: 'reused'; userId: number }
  /** The account is suspended (its sessions were revoked then): the browser is told why. */
  | { outcome: 'suspended'; userId: number }
  | { outcome: 'invalid' }

/** Sessions: start, authenticate, rotate, revoke. Decorated on the app as `app.sessions`. */
export interface SessionService {
  start(options: {
    userId: number
    stage: SessionStage
    remember: boolean
    method: SignInMethod
  }): Promise<IssuedTokens>
  /** The live session behind an access cookie, or undefined (bad signature, expired, revoked, user deleted). */
  authenticate(accessToken: string): Promise<LiveSession | undefined>
  refresh(refreshToken: string): Promise<RefreshOutcome>
  revoke(sessionId: string, reason: string): Promise<void>
  /** Revokes the session a refresh cookie belongs to. @returns whether there was one. */
  revokeByRefreshToken(refreshToken: string, reason: string): Promise<boolean>
  /** Revokes the session an access cookie names, expired or not, if its signature holds. */
  revokeByAccessToken(accessToken: string, reason: string): Promise<void>
  revokeAll(userId: number, reason: string, keep?: string): Promise<number>
  /**
   * Tells this process and the others that sessions ended outside this service (account deletion
   * deletes their rows). Every revocation above announces itself.
   */
  announceRevoked(revocation: SessionRevocation): void
  /** Hears every revocation, local or from another process (live sockets close on it). */
  onRevoked(listener: (revocation: SessionRevocation) => void): () => void
}

export interface SessionServiceOptions {
  revocations: SessionRevocations
  /** Expiry times and checks, and the rows' timestamps (`app.clock`). */
  clock: Clock
  /** Authenticated sessions kept briefly (see session-cache.ts); a fresh one by default. */
  cache?: SessionCache
}

/**
 * The session model: a session row per sign-in; a short access token
 * (HMAC-signed, see access-token.ts) naming it; a chain of single-use
 * refresh tokens, stored hashed, each exchanged for the next (rotation). A
 * used token presented again means a copy exists (stolen cookie, or a
 * replayed request), so the whole session - the token family - is revoked
 * and both holders must sign in again (OAuth 2.0 Security BCP §4.14).
 *
 * Authentication is cached for a few seconds per session and token (session-cache.ts); every
 * revocation is announced (session-revocations.ts), which empties that cache here and in the other
 * api processes and closes the session's live sockets.
 *
 * @example
 * const sessions = createSessionService(app.db, createAccessTokenSigner(secret), {
 *   revocations: createSessionRevocations(app.bus),
 *   clock: app.clock,
 * })
 * const tokens = await sessions.start({ userId: 7, stage: 'full', remember: true, method: 'password' })
 */
export function createSessionService(
  db: Kysely<Database>,
  signer: AccessTokenSigner,
  options: SessionServiceOptions,
): SessionService {
  const { revocations, clock } = options
  const cache = options.cache ?? new SessionCache({ now: () => clock.now() })
  revocations.onRevoked(({ sessionIds }) => {
    for (const id of sessionIds) cache.forget(id)
  })

  async function revokeOne(sessionId: string, reason: string): Promise<void> {
    const userId = await revokeSession(db, sessionId, reason, clock.date())
    if (userId !== undefined) revocations.announce({ sessionIds: [sessionId], userId, reason })
  }

  function issue(
    session: { id: string; userId: number; stage: SessionStage; remember: boolean; expiresAt: Date },
    refreshToken: string | undefined,
  ): IssuedTokens {
    const accessExpiresAt = new Date(
      Math.min(clock.now() + SESSION_LIFETIMES.accessTokenMs, session.expiresAt.getTime()),
    )
    const accessToken = signer.sign({
      sessionId: session.id,
      userId: session.userId,
      stage: session.stage,
      expiresAt: accessExpiresAt.getTime(),
    })
    return {
      sessionId: session.id,
      userId: session.userId,
      stage: session.stage,
      remember: session.remember,
      accessToken,
      accessExpiresAt,
      refreshToken,
      sessionExpiresAt: session.expiresAt,
    }
  }

  return {
    async start({ userId, stage, remember, method }) {
      const id = randomBytes(16).toString('base64url')
      const lifetime =
        stage === 'pending_totp'
          ? SESSION_LIFETIMES.pendingTotpMs
          : remember
            ? SESSION_LIFETIMES.rememberedMs
            : SESSION_LIFETIMES.browserSessionMs
      const expiresAt = new Date(clock.now() + lifetime)
      const refreshToken = stage === 'full' ? newOpaqueToken() : undefined
      await db.transaction().execute(async (trx) => {
        await insertSession(trx, { id, userId, stage, remember, method, expiresAt })
        if (refreshToken) await insertRefreshToken(trx, id, hashOpaqueToken(refreshToken))
      })
      return issue({ id, userId, stage, remember, expiresAt }, refreshToken)
    },

    async authenticate(accessToken) {
      const claims = signer.verify(accessToken, clock.now())
      if (!claims) return undefined
      const digest = createHash('sha256').update(accessToken).digest('base64url')
      const cached = cache.get(claims.sessionId, digest)
      if (cached) return cached
      const session = await findLiveSession(db, claims.sessionId, clock.date())
      if (!session || session.userId !== claims.userId || session.stage !== claims.stage) return undefined
      cache.set(claims.sessionId, digest, session)
      return session
    },

    async refresh(refreshToken) {
      const found = await findRefreshToken(db, hashOpaqueToken(refreshToken))
      if (!found || found.stage !== 'full') return { outcome: 'invalid' }
      // Before the revoked check: suspending revoked the session, and the browser should say why.
      if (found.userSuspendedAt && !found.userDeletedAt) return { outcome: 'suspended', userId: found.userId }
      if (found.revokedAt || found.userDeletedAt || found.expiresAt.getTime() <= clock.now()) {
        return { outcome: 'invalid' }
      }
      if (found.usedAt) {
        await revokeOne(found.sessionId, 'reuse')
        return { outcome: 'reused', userId: found.userId }
      }
      const next = newOpaqueToken()
      const claimed = await db.transaction().execute(async (trx) => {
        const at = clock.date()
        if (!(await claimRefreshToken(trx, found.tokenId, at))) return false
        await insertRefreshToken(trx, found.sessionId, hashOpaqueToken(next))
        await touchSession(trx, found.sessionId, at)
        return true
      })
      if (!claimed) {
        // Lost a race with a refresh using the same token: that is reuse too.
        await revokeOne(found.sessionId, 'reuse')
        return { outcome: 'reused', userId: found.userId }
      }
      const tokens = issue(
        {
          id: found.sessionId,
          userId: found.userId,
          stage: 'full',
          remember: found.remember,
          expiresAt: found.expiresAt,
        },
        next,
      )
      return { outcome: 'rotated', tokens }
    },

    revoke: revokeOne,

    async revokeByRefreshToken(refreshToken, reason) {
      const found = await findRefreshToken(db, hashOpaqueToken(refreshToken))
      if (!found) return false
      await revokeOne(found.sessionId, reason)
      return true
    },

    async revokeByAccessToken(accessToken, reason) {
      // An expired token still names its session: verify as of the epoch so expiry is ignored.
      const claims = signer.verify(accessToken, 0)
      if (claims) await revokeOne(claims.sessionId, reason)
    },

    async revokeAll(userId, reason, keep) {
      const sessionIds = await revokeUserSessions(db, userId, reason, clock.date(), keep)
      revocations.announce({ sessionIds, userId, reason })
      return sessionIds.length
    },

    announceRevoked: (revocation) => revocations.announce(revocation),
    onRevoked: (listener) => revocations.onRevoked(listener),
  }
}
