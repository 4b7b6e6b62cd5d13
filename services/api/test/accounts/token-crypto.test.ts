import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { loadAuthConfig } from '../../src/platform/config/auth-config.js'
import { createAccessTokenSigner } from '../../src/identity/sessions/access-token.js'
import { createRecoveryCodes } from '../../src/identity/totp/recovery-codes.js'
import { createSecretBox } from '../../src/identity/totp/secret-box.js'
import { resolveTotpEncryptionKey } from '../../src/identity/totp/totp-encryption-key.js'

describe('access tokens', () => {
  const signer = createAccessTokenSigner('a-cookie-secret-of-at-least-32-chars!!')
  const now = Date.parse('2030-01-01T00:00:00Z')
  const claims = { sessionId: 'abc', userId: 7, stage: 'full' as const, expiresAt: now + 60_000 }

  it('round-trips its claims', () => {
    expect(signer.verify(signer.sign(claims), now)).toEqual(claims)
  })

  it('refuses an expired, altered, foreign or malformed token', () => {
    expect(signer.verify(signer.sign(claims), claims.expiresAt)).toBeNull()
    expect(signer.verify(signer.sign({ ...claims, expiresAt: now - 1 }), now)).toBeNull()
    const [payload, signature] = signer.sign(claims).split('.')
    const altered = Buffer.from(JSON.stringify({ s: 'abc', u: 1, g: 'full', e: claims.expiresAt })).toString(
      'base64url',
    )
    expect(signer.verify(`${altered}.${signature}`, now)).toBeNull()
    const other = createAccessTokenSigner('another-secret-of-at-least-32-chars!!!')
    expect(signer.verify(other.sign(claims), now)).toBeNull()
    for (const bad of ['', 'x', `${payload}`, `${payload}.${signature}.x`, `${payload}.`])
      expect(signer.verify(bad, now)).toBeNull()
  })
})

describe('TOTP secret box', () => {
  const key = Buffer.alloc(32, 1)

  it('seals and opens, with a fresh IV each time', () => {
    const box = createSecretBox(key)
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp:1')
    expect(a).not.toBe(box.seal('JBSWY3DPEHPK3PXP', 'totp:1'))
    expect(box.open(a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses another user context, another key, and an altered text', () => {
    const box = createSecretBox(key)
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1')
    expect(() => box.open(sealed, 'totp:2')).toThrow()
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'totp:1')).toThrow()
    const parts = sealed.split('.')
    parts[2] = Buffer.from('tampered').toString('base64url')
    expect(() => box.open(parts.join('.'), 'totp:1')).toThrow()
  })
})

describe('recovery codes', () => {
  it('hashes the typed form the same way, under a key', () => {
    const codes = createRecoveryCodes(Buffer.alloc(32, 3))
    const [code] = codes.generate()
    expect(codes.hash(code!)).toBe(codes.hash(` ${code!.toLowerCase().replace('-', ' ')} `))
    expect(codes.hash(code!)).not.toBe(createRecoveryCodes(Buffer.alloc(32, 4)).hash(code!))
  })
})

describe('auth settings from the environment', () => {
  it('switches a provider on with its id and secret, with overridable endpoints', () => {
    const config = loadAuthConfig(
      {
        APP_ORIGIN: 'https://iqs.example/',
        LINKEDIN_CLIENT_ID: 'id',
        LINKEDIN_CLIENT_SECRET: 'secret',
        GOOGLE_CLIENT_ID: 'only-an-id',
        FACEBOOK_CLIENT_ID: 'fb',
        FACEBOOK_CLIENT_SECRET: 'fbs',
        FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9/token',
        TRUSTED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173/',
      },
      { port: 3000, production: false },
    )
    expect(Object.keys(config.providers).sort()).toEqual(['facebook', 'linkedin'])
    expect(config.providers.linkedin).toMatchObject({
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      redirectUri: 'https://iqs.example/api/auth/linkedin/callback',
    })
    expect(config.providers.facebook?.tokenUrl).toBe('http://127.0.0.1:9/token')
    expect(config.trustedOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173'])
  })

  it('requires a 32-byte TOTP_ENCRYPTION_KEY in production', () => {
    expect(() => loadAuthConfig({}, { port: 3000, production: true })).toThrow(/TOTP_ENCRYPTION_KEY/)
    expect(() => loadAuthConfig({ TOTP_ENCRYPTION_KEY: 'abcd' }, { port: 3000, production: false })).toThrow(
      /32 bytes/,
    )
    const hex = 'ab'.repeat(32)
    expect(
      loadAuthConfig({ TOTP_ENCRYPTION_KEY: hex }, { port: 3000, production: true }).totpEncryptionKey
        ?.length,
    ).toBe(32)
  })
})

describe('the development TOTP key', () => {
  it('is made once in DATA_DIR and read back after a restart; a configured key wins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'iqs-totp-key-'))
    try {
      const log = { warn: vi.fn() } as unknown as FastifyBaseLogger
      const first = resolveTotpEncryptionKey(undefined, dir, log)
      expect(first).toHaveLength(32)
      expect(resolveTotpEncryptionKey(undefined, dir, log).equals(first)).toBe(true)
      expect(log.warn).toHaveBeenCalledOnce()
      expect(statSync(path.join(dir, 'secrets', 'totp-encryption.key')).mode & 0o077).toBe(0)
      const configured = Buffer.alloc(32, 9)
      expect(resolveTotpEncryptionKey(configured, dir, log)).toBe(configured)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
