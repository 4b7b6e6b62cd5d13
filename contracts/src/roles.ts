import { ZeroHash, id } from 'ethers'

/** The AccessControl roles of the platform contracts (keccak256 of their names, as in Solidity). */
export const roles = {
  DEFAULT_ADMIN_ROLE: ZeroHash,
  /** The compliance agent: the list, pause, freeze, forced transfer, OST conversion. */
  AGENT_ROLE: id('AGENT_ROLE'),
  /** On both tokens, held by Settlement: moves settled trades' tokens. */
  OPERATOR_ROLE: id('OPERATOR_ROLE'),
  /** On IQS, held by OST: burns the IQS a conversion turns into OST. */
  CONVERTER_ROLE: id('CONVERTER_ROLE'),
  /** On AnchorRegistry: writes the event log's anchors. */
  ANCHOR_ROLE: id('ANCHOR_ROLE'),
} as const

/** A trader's key on the IdentityRegistry: keccak256 of the exchange's trader id (UTF-8). */
export function traderKey(traderId: string): string {
  return id(traderId)
}
