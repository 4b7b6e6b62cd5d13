import { SETTLED_TRADE_TYPES, settledTradeDomain } from '@iqs/contracts'
import type { SettledTradePayload } from '@iqs/protocol'

/**
 * The EIP-712 domain and type of the exchange's signatures live with the Settlement contract that
 * checks them on chain (`@iqs/contracts`): one definition for the signer and the verifier. The
 * chain id comes from `PLATFORM_CHAIN_ID` (1 by default).
 */
export { SETTLED_TRADE_TYPES, settledTradeDomain }

/** The payload in the exact key order of the type (ethers ignores extra keys; we drop them anyway). */
export function settledTradeValue(payload: SettledTradePayload): Record<string, string> {
  return {
    tradeId: payload.tradeId,
    instrument: payload.instrument,
    buyer: payload.buyer,
    seller: payload.seller,
    quantity: payload.quantity,
    unitPriceCents: payload.unitPriceCents,
    settledAt: payload.settledAt,
  }
}
