import { Interface } from 'ethers'
import { AnchorRegistry, IdentityRegistry, IQSToken, OSTToken, Settlement } from './artifacts/index.js'

/** The ethers Interface (ABI encoding and decoding) of each platform contract. */
export const contractInterfaces = {
  IdentityRegistry: new Interface(IdentityRegistry.abi),
  IQSToken: new Interface(IQSToken.abi),
  OSTToken: new Interface(OSTToken.abi),
  Settlement: new Interface(Settlement.abi),
  AnchorRegistry: new Interface(AnchorRegistry.abi),
} as const

export type ContractName = keyof typeof contractInterfaces
