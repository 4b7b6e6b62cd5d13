import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Encrypts small secrets at rest. */
export interface SecretBox {
  /** `v1.<iv>.<ciphertext>.<tag>` (base64url); `context` is bound in as associated data. */
  seal(plaintext: string, context: string): string
  /** Throws when the text was altered, or sealed under another key or context. */
  open(sealed: string, context: string): string
}

/**
 * AES-256-GCM with a random 96-bit IV per secret, under a subkey derived
 * (HKDF) from the master key. The context (for TOTP: the user id) is
 * authenticated, so a secret copied onto another user's row does not open.
 *
 * @example
 * const box = createSecretBox(key)
 * const sealed = box.seal('JBSWY3DP...', 'totp:7')
 * box.open(sealed, 'totp:7') // 'JBSWY3DP...'
 */
export function createSecretBox(masterKey: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'iqs', 'totp-secret v1', 32))
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return ['v1', iv, ciphertext, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag] = sealed.split('.')
      if (version !== 'v1' || !iv || !ciphertext || !tag) throw new Error('Unknown sealed secret format')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
