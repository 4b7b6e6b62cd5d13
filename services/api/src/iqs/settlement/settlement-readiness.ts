import type { SettlementNotReadyDetails, SettlementStep } from '@iqs/protocol'
import { appError, type AppError } from '../../platform/errors.js'
import type { IqsSettlementsTable } from './settlements.table.js'

/** The English of each missing step, for api users; the web words the codes in its own languages. */
const STEP_TEXT: Record<SettlementStep, string> = {
  BUYER_VALIDATION: 'the buyer has not validated',
  SELLER_VALIDATION: 'the seller has not validated',
  EUROS_RECEIVED: 'the euros have not been received',
}

type Steps = Pick<IqsSettlementsTable, 'buyer_validated_at' | 'seller_validated_at' | 'euros_received_at'>

/**
 * The steps an acceptance still waits for, in the protocol's order (buyer, seller, euros); empty
 * when the trade is ready.
 */
export function missingSettlementSteps(state: Steps): SettlementStep[] {
  const missing: SettlementStep[] = []
  if (!state.buyer_validated_at) missing.push('BUYER_VALIDATION')
  if (!state.seller_validated_at) missing.push('SELLER_VALIDATION')
  if (!state.euros_received_at) missing.push('EUROS_RECEIVED')
  return missing
}

/**
 * The refusal of an accept that came too early. It names the missing steps in `details.missing`
 * (typed by the protocol's `settlementNotReadyDetailsSchema`), so the admin reads which step to
 * chase instead of a bare "Error accepting transaction".
 *
 * @example notReady(['EUROS_RECEIVED']).message // 'Error accepting transaction: the euros have not been received'
 */
export function notReady(missing: SettlementStep[]): AppError {
  const details: SettlementNotReadyDetails = { missing }
  const why = missing.map((step) => STEP_TEXT[step]).join('; ')
  return appError('SETTLEMENT_NOT_READY', `Error accepting transaction: ${why}`, details)
}
