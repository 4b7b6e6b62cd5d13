import { Wallet } from 'ethers'
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** A generated key pair: the address and public key in clear, the private key sealed. */
export interface SealedKeyPair {
  address: string
  publicKey: string
  privateKeySealed: string
}

/** Generates share owners' key pairs and keeps their private keys encrypted at rest. */
export interface KeyVault {
  generate(userId: number): SealedKeyPair
  /** The private key of a sealed pair; throws when altered or sealed for another user. */
  open(sealed: string, userId: number): string
}

/**
 * Key pairs from ethers' `Wallet.createRandom()`; the private key is sealed with AES-256-GCM under a
 * subkey (HKDF, its own label) of the master key, with the user id as associated data, so a sealed
 * key copied to another user's row does not open. The private key is never stored, logged or
 * answered in clear.
 *
 * The master key: KEY_ENCRYPTION_KEY (64 hex digits) when set, otherwise the TOTP master key
 * (TOTP_ENCRYPTION_KEY, or its development key file in the data directory); the distinct HKDF label
 * keeps the two uses apart.
 *
 * @example const pair = createKeyVault(masterKey).generate(7) // { address: '0x…', publicKey: '0x04…', privateKeySealed: 'v1.…' }
 */
export function createKeyVault(masterKey: Buffer): KeyVault {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'iqs', 'share-owner-private-key v1', 32))
  const aad = (userId: number) => Buffer.from(`share-owner:${userId}`)
  return {
    generate(userId) {
      const wallet = Wallet.createRandom()
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(aad(userId))
      const ciphertext = Buffer.concat([cipher.update(wallet.privateKey, 'utf8'), cipher.final()])
      const sealed = [
        'v1',
        ...[iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url')),
      ].join('.')
      return { address: wallet.address, publicKey: wallet.signingKey.publicKey, privateKeySealed: sealed }
    },
    open(sealed, userId) {
      const [version, iv, ciphertext, tag] = sealed.split('.')
      if (version !== 'v1' || !iv || !ciphertext || !tag) throw new Error('Unknown sealed key format')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(aad(userId))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

/** KEY_ENCRYPTION_KEY as 32 bytes, or undefined when unset; throws when it is set but malformed. */
export function keyEncryptionKeyFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  const hex = env.KEY_ENCRYPTION_KEY?.trim()
  if (!hex) return undefined
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('KEY_ENCRYPTION_KEY must be 64 hex digits (32 bytes)')
  return Buffer.from(hex, 'hex')
}
