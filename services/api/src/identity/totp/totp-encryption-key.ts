import type { FastifyBaseLogger } from 'fastify'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The master key of TOTP secrets: TOTP_ENCRYPTION_KEY when set (required in
 * production, see auth-config.ts). Otherwise, for development and the demo,
 * a random key kept in `DATA_DIR/secrets/totp-encryption.key`, next to the
 * embedded database whose secrets it protects: a restart keeps every
 * authenticator working, and a fresh data directory gets a fresh key.
 * Not derived from COOKIE_SECRET: that one is random per process when
 * unset, and rotating it must not lock everyone out of two-factor sign-in.
 */
export function resolveTotpEncryptionKey(
  configured: Buffer | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Buffer {
  if (configured) return configured
  const file = path.join(dataDir, 'secrets', 'totp-encryption.key')
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
    if (key.length === 32) return key
  } catch {
    // No key yet: make one below.
  }
  const key = randomBytes(32)
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, key.toString('hex'), { mode: 0o600 })
  log.warn({ file }, 'TOTP_ENCRYPTION_KEY is not set: using a development key kept in the data directory')
  return key
}
