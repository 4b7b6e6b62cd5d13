import { dataEnvelope, verifyRequestSchema, verifyResultSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../../platform/errors.js'
import { settledOnChain } from '../chain/settled-on-chain.js'

/** `POST /api/iqs/verify`: is this settled trade's signature the platform's? Anyone may ask. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/iqs/verify',
    {
      config: { access: 'public' },
      // Any malformed body answers the spec's message rather than the generic validation error.
      attachValidation: true,
      schema: {
        tags: ['settlement'],
        summary:
          'Check a settled trade signature: body { payload (the signedPayload of a settlement), signature } -> authentic (signed by the platform key) or forged, the signer address, and for an authentic one whether the trade settled on chain (block, transaction). 400 SIGNATURE_CHECK_FAILED "Failed to check authenticity" for malformed input.',
        body: verifyRequestSchema,
        response: { 200: dataEnvelope(verifyResultSchema) },
      },
    },
    async (request) => {
      if (request.validationError) throw appError('SIGNATURE_CHECK_FAILED')
      const check = app.platformSigner.verify(request.body.payload, request.body.signature)
      const tradeId = (request.body.payload as { tradeId: string }).tradeId
      return {
        data: {
          ...check,
          onChain: check.authentic && app.chain ? await settledOnChain(app.db, app.chain, tradeId) : null,
        },
      }
    },
  )
}
