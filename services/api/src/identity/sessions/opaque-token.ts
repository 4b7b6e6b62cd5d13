import { createHash, randomBytes } from 'node:crypto'

/**
 * A 256-bit random token for a cookie or an e-mailed link. Only its hash
 * (`hashOpaqueToken`) is stored: a leaked table opens no session.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256, hex. A slow hash would add nothing: the input is 256 random bits, not a password. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
