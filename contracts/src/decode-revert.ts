import { Interface } from 'ethers'
import { contractInterfaces } from './contract-interfaces.js'

export interface DecodedRevert {
  /** The custom error's name (`WalletNotAllowed`, `AccessControlUnauthorizedAccount`...), or `Error` / `Panic`. */
  name: string
  args: unknown[]
}

/** Solidity's own reverts: `require(cond, "text")` and panics (overflow, assert...). */
const builtins = new Interface(['error Error(string message)', 'error Panic(uint256 code)'])
const interfaces = [...Object.values(contractInterfaces), builtins]

/**
 * Names the error in revert data (TxOutcome.revertData, CallRevertedError.data) among every
 * platform contract's custom errors; undefined for empty data (out of gas, a bare revert) or an
 * error no contract declares.
 */
export function decodeRevert(data: string | undefined): DecodedRevert | undefined {
  if (data === undefined || data.length < 10) return undefined
  for (const iface of interfaces) {
    try {
      const parsed = iface.parseError(data)
      if (parsed) return { name: parsed.name, args: [...parsed.args] as unknown[] }
    } catch {
      // A known selector whose arguments do not decode: try the next contract's errors.
    }
  }
  return undefined
}
