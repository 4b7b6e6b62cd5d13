import { createHmac, hkdfSync, randomInt } from 'node:crypto'

/** Crockford's base32 without look-alikes: what a person can copy from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const COUNT = 10
const LENGTH = 10

/** Makes and hashes single-use recovery codes. */
export interface RecoveryCodes {
  /** Ten fresh codes, `XXXXX-XXXXX` (50 random bits each). */
  generate(): string[]
  /** The stored form of a code as typed: case, spaces and dashes do not matter. */
  hash(code: string): string
}

/**
 * Recovery codes are stored as HMAC-SHA-256 under a key derived from the
 * TOTP master key: a copy of the table alone cannot be brute-forced, and
 * checking a code costs one hash rather than ten argon2 runs.
 *
 * @example
 * const codes = createRecoveryCodes(masterKey)
 * const [first] = codes.generate() // 'K3M9Q-7ZD2W'
 */
export function createRecoveryCodes(masterKey: Buffer): RecoveryCodes {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'iqs', 'totp-recovery-codes v1', 32))
  return {
    generate() {
      return Array.from({ length: COUNT }, () => {
        const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
        return `${chars.slice(0, 5)}-${chars.slice(5)}`
      })
    },
    hash(code) {
      const normal = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
      return createHmac('sha256', key).update(normal).digest('hex')
    },
  }
}
