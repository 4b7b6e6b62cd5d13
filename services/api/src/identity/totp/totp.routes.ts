import { dataEnvelope, totpActivateRequestSchema, totpActivationSchema, totpSetupSchema } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { parseInput } from '../../platform/validation/parse-input.js'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { requireUser } from '../access-control/require-user.js'
import { appError } from '../../platform/errors.js'

/** Setting up and checking two-factor sign-in (API.md "Ours"; spec §7 for `activated`). */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimitFor(app.config.auth.rateLimits.totp, {
    group: 'totp-setup',
    key: (request: FastifyRequest) => `${request.user?.id ?? request.ip}`,
  })

  app.post(
    '/api/iqs/totp/setup',
    {
      config: { access: 'signedIn', rateLimit: limit },
      schema: {
        tags: ['two-factor'],
        summary: 'Start two-factor set-up: a new secret, its otpauth URI and QR code',
        description: 'Replaces an unconfirmed secret. 409 TOTP_ALREADY_ACTIVATED once activated.',
        response: { 200: dataEnvelope(totpSetupSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      return { data: await app.totp.setup({ id: user.id, email: user.email }) }
    },
  )

  app.post(
    '/api/iqs/totp/activate',
    {
      attachValidation: true,
      config: { access: 'signedIn', rateLimit: limit },
      schema: {
        tags: ['two-factor'],
        summary: 'Confirm the set-up with a code; answers ten single-use recovery codes, shown once',
        body: totpActivateRequestSchema,
        response: { 200: dataEnvelope(totpActivationSchema) },
      },
    },
    async (request) => {
      const body = parseInput(totpActivateRequestSchema, request.body)
      return { data: { recoveryCodes: await app.totp.activate(requireUser(request).id, body.code) } }
    },
  )

  app.get(
    '/api/iqs/totp/activated',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-factor'],
        summary:
          'Whether two-factor sign-in is on: 200 when activated, 403 TOTP_NOT_ACTIVATED when not (spec §7)',
        response: { 200: dataEnvelope(z.object({ activated: z.literal(true) })) },
      },
    },
    async (request) => {
      if (!(await app.totp.isActivated(requireUser(request).id))) throw appError('TOTP_NOT_ACTIVATED')
      return { data: { activated: true as const } }
    },
  )
}
