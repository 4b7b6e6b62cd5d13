import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../platform/clock.js'
import type { IssuedTokens } from './session-service.js'

/**
 * Where the refresh cookie is sent: only to the calls that spend it. A
 * cookie has one Path, so it is set once per path with the same value
 * (`/api/logout` also covers `/api/logout/all`).
 */
export const REFRESH_COOKIE_PATHS = ['/api/refresh', '/api/logout'] as const

/**
 * The session cookies: names, attributes, setting and clearing.
 *
 * Both are httpOnly (no script reads them) and SameSite=Lax (not sent on
 * cross-site POSTs; see cross-origin-protection.ts for the rest of the CSRF
 * defence). In production they are Secure and carry the `__Host-` /
 * `__Secure-` prefixes, which browsers enforce: a `__Host-` cookie cannot be
 * planted by a sibling subdomain. Without "remember me" they are browser-
 * session cookies (no Max-Age); with it, they last as long as what they hold.
 */
export class SessionCookies {
  readonly accessName: string
  readonly refreshName: string

  constructor(
    private readonly production: boolean,
    /** Max-Age counts from the app's time, the time the tokens' expiries were set by. */
    private readonly clock: Clock,
  ) {
    this.accessName = production ? '__Host-iqs_at' : 'iqs_at'
    this.refreshName = production ? '__Secure-iqs_rt' : 'iqs_rt'
  }

  set(reply: FastifyReply, tokens: IssuedTokens): void {
    const seconds = (until: Date) => Math.max(0, Math.floor((until.getTime() - this.clock.now()) / 1000))
    reply.setCookie(this.accessName, tokens.accessToken, {
      ...this.base('/'),
      ...(tokens.remember ? { maxAge: seconds(tokens.accessExpiresAt) } : {}),
    })
    if (tokens.refreshToken) {
      for (const path of REFRESH_COOKIE_PATHS) {
        reply.setCookie(this.refreshName, tokens.refreshToken, {
          ...this.base(path),
          ...(tokens.remember ? { maxAge: seconds(tokens.sessionExpiresAt) } : {}),
        })
      }
    }
  }

  /** Drops the access cookie only: the pending-TOTP step and the full session share it. */
  clearAccess(reply: FastifyReply): void {
    reply.clearCookie(this.accessName, this.base('/'))
  }

  clear(reply: FastifyReply): void {
    this.clearAccess(reply)
    for (const path of REFRESH_COOKIE_PATHS) reply.clearCookie(this.refreshName, this.base(path))
  }

  access(request: FastifyRequest): string | undefined {
    return request.cookies[this.accessName] || undefined
  }

  refresh(request: FastifyRequest): string | undefined {
    return request.cookies[this.refreshName] || undefined
  }

  private base(path: string): CookieSerializeOptions {
    return { path, httpOnly: true, sameSite: 'lax', secure: this.production }
  }
}
