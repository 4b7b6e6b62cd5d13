import type { TypedDataDomain, TypedDataField } from 'ethers'

/**
 * The EIP-712 domain the platform signs settled trades under (the api's, which Settlement rebuilds
 * by hand): no verifyingContract, so a signature holds on any deployment of the same chain id.
 */
export function settledTradeDomain(chainId: number): TypedDataDomain {
  return { name: 'IQS Exchange', version: '1', chainId }
}

/** EIP-712 type `SettledTrade`, field for field as Settlement.sol hashes it. */
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

/** A settled trade as signed and as Settlement.settle takes it (integers as decimal strings or bigints). */
export interface SettledTrade {
  tradeId: string
  instrument: string
  /** The buyer's trader id. */
  buyer: string
  /** The seller's trader id. */
  seller: string
  quantity: string | bigint
  unitPriceCents: string | bigint
  /** Epoch milliseconds. */
  settledAt: string | bigint
}
