import { kycIncompleteDetailsSchema, type KycRequirement } from '@iqs/protocol'
import { ApiError } from '../../../../lib/api-client.js'

/**
 * What the api said a refused KYC save lacked (422 KYC_INCOMPLETE, `details.missing`); empty for
 * any other failure.
 */
export function kycRefusal(error: unknown): KycRequirement[] {
  if (!(error instanceof ApiError) || error.code !== 'KYC_INCOMPLETE') return []
  const details = kycIncompleteDetailsSchema.safeParse(error.details)
  return details.success ? details.data.missing : []
}
