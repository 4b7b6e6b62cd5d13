import type { SettledTradePayload } from '@iqs/protocol'
import type { TypedDataDomain, TypedDataField } from 'ethers'

/** The EIP-712 domain of the exchange's signatures; the chain id comes from `PLATFORM_CHAIN_ID` (1 by default). */
export function settledTradeDomain(chainId: number): TypedDataDomain {
  return { name: 'IQS Exchange', version: '1', chainId }
}

/** EIP-712 type `SettledTrade`: what the platform vouches for once an admin accepted a trade. */
export const SETTLED_TRADE_TYPES: Record<string, TypedDataField[]> = {
  SettledTrade: [
    { name: 'tradeId', type: 'string' },
    { name: 'instrument', type: 'string' },
    { name: 'buyer', type: 'string' },
    { name: 'seller', type: 'string' },
    { name: 'quantity', type: 'uint256' },
    { name: 'unitPriceCents', type: 'uint256' },
    { name: 'settledAt', type: 'uint256' },
  ],
}

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
