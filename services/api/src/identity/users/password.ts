import { hash, verify, type Algorithm } from '@node-rs/argon2'

// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** False for a wrong password and for a malformed stored hash alike: never throws at sign-in. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
