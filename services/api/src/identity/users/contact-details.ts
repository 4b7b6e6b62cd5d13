import type { Address, ContactDetails } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * A user's phone and postal address (migration 0780). Identity keeps them on the account;
 * registration, the network's onboarding (mobile number) and profile (address) read and write them
 * here.
 */
export async function readContactDetails(db: Kysely<Database>, userId: number): Promise<ContactDetails> {
  const row = await db
    .selectFrom('users')
    .select(['phone', 'address_line', 'postal_code', 'city', 'country'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return row ?? { phone: null, address_line: null, postal_code: null, city: null, country: null }
}

/** Sets the phone (E.164, already checked by `phoneSchema`). */
export async function updatePhone(
  db: Kysely<Database>,
  userId: number,
  phone: string,
  now: Date,
): Promise<void> {
  await db.updateTable('users').set({ phone, updated_at: now }).where('id', '=', userId).execute()
}

/** Sets the whole postal address (already checked by `addressSchema`). */
export async function updateAddress(
  db: Kysely<Database>,
  userId: number,
  address: Address,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...address, updated_at: now })
    .where('id', '=', userId)
    .execute()
}
