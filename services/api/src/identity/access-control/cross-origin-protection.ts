import fp from 'fastify-plugin'
import { appError } from '../../platform/errors.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for cookie sessions, by origin rather than by token (the
 * method Go 1.25's `http.CrossOriginProtection` adopted, after Filippo
 * Valsorda's analysis): a state-changing request is refused when the
 * browser says it comes from another site.
 *
 * 1. GET, HEAD and OPTIONS pass: they must change nothing.
 * 2. `Sec-Fetch-Site` (every current browser sends it): `same-origin` or
 *    `none` (typed URL, bookmark) pass; anything else must come from a
 *    trusted origin (TRUSTED_ORIGINS, e.g. the Vite dev server).
 * 3. Without it, `Origin` must match the request's host or a trusted origin.
 * 4. Neither header: not a browser (curl, the load tests, server-to-server),
 *    so there is no ambient cookie to abuse; it passes.
 *
 * With SameSite=Lax cookies as a second layer. Same-origin multipart form
 * posts and the Google callback (posted by our own page) pass; no token has
 * to be threaded through forms. A refusal is 403 `CSRF_REJECTED`.
 */
export const crossOriginProtectionPlugin = fp<{ trustedOrigins: string[] }>(
  async (app, { trustedOrigins }) => {
    const trusted = new Set(trustedOrigins.map((origin) => origin.toLowerCase()))
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      const origin = headerValue(request.headers.origin)?.toLowerCase()
      const fetchSite = headerValue(request.headers['sec-fetch-site'])?.toLowerCase()
      if (fetchSite) {
        if (fetchSite === 'same-origin' || fetchSite === 'none') return
        if (origin && trusted.has(origin)) return
        throw appError('CSRF_REJECTED')
      }
      if (!origin) return
      if (trusted.has(origin)) return
      let host: string
      try {
        host = new URL(origin).host
      } catch {
        throw appError('CSRF_REJECTED')
      }
      if (host === request.host.toLowerCase()) return
      throw appError('CSRF_REJECTED')
    })
  },
  { name: 'cross-origin-protection' },
)

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
