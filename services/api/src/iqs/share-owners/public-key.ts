import { computeAddress, getAddress, isAddress, SigningKey } from 'ethers'
import type { PublicKeyValue } from './share-owner-decider.js'

/**
 * Reads what a person pasted as their key: an Ethereum address (0x + 40 hex, checksummed on the
 * way out) or a secp256k1 public key (compressed or not; the address is derived from it).
 * Undefined when it is neither.
 *
 * @example parsePublicKey('0x52908400098527886E0F7030069857D2E4169EE7') // { address: '0x5290...', publicKey: null }
 */
export function parsePublicKey(input: string): PublicKeyValue | undefined {
  const text = input.trim()
  if (/^0x[0-9a-fA-F]{40}$/.test(text) && isAddress(text)) {
    try {
      return { address: getAddress(text), publicKey: null }
    } catch {
      // A mixed-case address with a wrong checksum: refused below.
      return undefined
    }
  }
  const hex = text.startsWith('0x') ? text : `0x${text}`
  if (!/^0x(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/.test(hex)) return undefined
  try {
    const publicKey = SigningKey.computePublicKey(hex, false)
    return { address: computeAddress(publicKey), publicKey }
  } catch {
    return undefined
  }
}
