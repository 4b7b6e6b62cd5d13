import { dataEnvelope, sponsorCodeQuerySchema, sponsorInvitationSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rateLimitFor } from '../../../identity/access-control/rate-limits.js'
import { findSponsorInvitation } from './sponsor-invitation.js'

/**
 * The registration page's look-up of a referral link (public: the invitee has no account yet).
 * Rate-limited per address like sign-in, so codes cannot be tried in bulk (each is 43 random
 * characters; the limit is for the load, not the odds).
 */
export const sponsorCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/register/sponsor',
    {
      config: {
        access: 'public',
        rateLimit: rateLimitFor(app.config.auth.rateLimits.login, { group: 'sponsor-code' }),
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Who invited the person opening a referral link, and the name and e-mail to pre-fill. 404 ' +
          'SPONSOR_CODE_INVALID: unknown, or already used to register',
        querystring: sponsorCodeQuerySchema,
        response: { 200: dataEnvelope(sponsorInvitationSchema) },
      },
    },
    async (request) => ({ data: await findSponsorInvitation(app.db, request.query.code) }),
  )
}
