import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RateLimitRule } from '../../platform/config/auth-config.js'
import { appError } from '../../platform/errors.js'

/**
 * Registers @fastify/rate-limit for the routes that ask for it (none by
 * default): sign-in, registration, TOTP and password reset pass
 * `config: { rateLimit: rateLimitFor(rule) }`. Over the limit: 429
 * `RATE_LIMITED` in the usual error body, with `retry-after`.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        appError('RATE_LIMITED', `Too many attempts. Please retry in ${context.after}.`),
    })
  },
  { name: 'rate-limits' },
)

/**
 * A route's rate-limit options from a configured rule. `key` picks whom to
 * count (default: the client address); `group` names the counter. Each route
 * keeps its own counters (@fastify/rate-limit gives every route a store of
 * its own), so routes that must share one budget use one `app.rateLimit(...)`
 * handler instead, as the order routes do.
 *
 * @example { config: { access: 'public', rateLimit: rateLimitFor(app.config.auth.rateLimits.login, { group: 'login' }) } }
 */
export function rateLimitFor(
  rule: RateLimitRule,
  options: { group?: string; key?: (request: FastifyRequest) => string } = {},
) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    ...(options.group ? { groupId: options.group } : {}),
    ...(options.key ? { keyGenerator: options.key } : {}),
  }
}
