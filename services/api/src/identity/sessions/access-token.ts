import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { SessionStage } from './sessions.table.js'

/** What an access token says: which session, whose, at which stage, until when. */
export interface AccessTokenClaims {
  sessionId: string
  userId: number
  stage: SessionStage
  /** Epoch milliseconds. */
  expiresAt: number
}

/** Signs and checks access tokens with a key of their own. */
export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims): string
  /** The claims of a well-signed token unexpired at `now` (epoch ms); null for anything else. */
  verify(token: string, now: number): AccessTokenClaims | null
}

/**
 * Access tokens are `payload.signature`, both base64url, signed with
 * HMAC-SHA-256 under a key derived (HKDF) from COOKIE_SECRET. We write these
 * few lines rather than take a JWT library: one algorithm, no header to
 * negotiate (so no `alg: none` class of bug), and the server is both issuer
 * and sole reader. The signature lets a forged or expired cookie be refused
 * without touching the database; a valid one is still checked against its
 * session row, so that logout and deletion take effect at once.
 *
 * @example
 * const signer = createAccessTokenSigner(config.cookieSecret)
 * const token = signer.sign({ sessionId, userId: 7, stage: 'full', expiresAt: app.clock.now() + 900_000 })
 * signer.verify(token, app.clock.now())?.userId // 7
 */
export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'iqs', 'access-token v1', 32))
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    sign(claims) {
      const payload = Buffer.from(
        JSON.stringify({ s: claims.sessionId, u: claims.userId, g: claims.stage, e: claims.expiresAt }),
      ).toString('base64url')
      return `${payload}.${mac(payload).toString('base64url')}`
    },
    verify(token, now) {
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return null
      const expected = mac(payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      try {
        const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
        const { s, u, g, e } = body
        if (typeof s !== 'string' || typeof u !== 'number' || typeof e !== 'number') return null
        if (g !== 'full' && g !== 'pending_totp') return null
        if (e <= now) return null
        return { sessionId: s, userId: u, stage: g, expiresAt: e }
      } catch {
        return null
      }
    },
  }
}
