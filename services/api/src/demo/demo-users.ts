import type { Kysely } from 'kysely'
import { hashPassword } from '../identity/users/password.js'
import type { Database } from '../platform/db/database.js'
import { DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js'

/** An account the demo created just now. */
export interface CreatedDemoUser {
  id: number
  email: string
  first_name: string
  last_name: string
}

/**
 * Creates the demo accounts whose e-mail is not taken yet, all with the demo password (hashed once),
 * and returns those it created, in the order given. Safe at every start: an existing account is
 * left as it is (a demo user may have changed their name or password).
 */
export async function insertMissingDemoUsers(
  db: Kysely<Database>,
  accounts: readonly Pick<DemoAccount, 'email' | 'firstName' | 'lastName' | 'userType'>[],
): Promise<CreatedDemoUser[]> {
  const existing = new Set(
    (await db.selectFrom('users').select('email').execute()).map((row) => row.email.toLowerCase()),
  )
  const missing = accounts.filter((account) => !existing.has(account.email.toLowerCase()))
  if (missing.length === 0) return []
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const created = await db
    .insertInto('users')
    .values(
      missing.map((account) => ({
        email: account.email,
        password_hash: passwordHash,
        first_name: account.firstName,
        last_name: account.lastName,
        user_type: account.userType,
      })),
    )
    .returning(['id', 'email', 'first_name', 'last_name'])
    .execute()
  const byEmail = new Map(created.map((user) => [user.email, user]))
  return missing.flatMap((account) => byEmail.get(account.email) ?? [])
}
