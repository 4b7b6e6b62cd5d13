import type { Kysely } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { createSecretBox } from '../../identity/totp/secret-box.js'

/** Each person's data key: created on first use, sealed at rest, deleted to shred their data. */
export interface PersonalDataKeys {
  /** The user's key, created (and stored sealed) when they have none. */
  keyFor(userId: number): Promise<Buffer>
  /** The user's key, or undefined when it was erased (or never made, or no longer opens). */
  find(userId: number): Promise<Buffer | undefined>
}

/**
 * Data keys of 32 random bytes, one per person, stored in `personal_data_keys` sealed with the
 * secret box (AES-256-GCM under an HKDF subkey of the master key, see totp/secret-box.ts) and bound
 * to the user id, so a sealed key copied to another row does not open. The master key is the one
 * the key vault uses (KEY_ENCRYPTION_KEY, else the TOTP master key).
 *
 * Why a key per person: the event log is append-only and hash-chained, so personal data written
 * into it cannot be deleted; written encrypted under this key, it is erased by deleting the key.
 *
 * @example
 * const keys = createPersonalDataKeys(app.db, masterKey, app.clock)
 * const key = await keys.keyFor(7) // creates it on first use
 */
export function createPersonalDataKeys(
  db: Kysely<Database>,
  masterKey: Buffer,
  clock: Clock,
): PersonalDataKeys {
  const box = createSecretBox(masterKey)
  const context = (userId: number) => `personal-data-key:${userId}`

  async function find(userId: number): Promise<Buffer | undefined> {
    const row = await db
      .selectFrom('personal_data_keys')
      .select('key_sealed')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!row) return undefined
    try {
      return Buffer.from(box.open(row.key_sealed, context(userId)), 'base64url')
    } catch {
      // Sealed under another master key, or altered: as good as erased, never a crash.
      return undefined
    }
  }

  return {
    find,
    async keyFor(userId) {
      const existing = await find(userId)
      if (existing) return existing
      const key = randomBytes(32)
      // Two first saves at once: the first insert wins and both use its key.
      await db
        .insertInto('personal_data_keys')
        .values({
          user_id: userId,
          key_sealed: box.seal(key.toString('base64url'), context(userId)),
          created_at: clock.date(),
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      const stored = await find(userId)
      if (!stored) throw new Error(`the personal data key of user ${userId} does not open`)
      return stored
    },
  }
}
