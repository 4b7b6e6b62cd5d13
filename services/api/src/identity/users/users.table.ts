import type { UserType } from '@iqs/protocol'
import type { Generated, Insertable, Selectable } from 'kysely'

/** The registration and session names of the roles (spec §3), plus Admin and the read-only Auditor. */
export type { UserType }

export interface UsersTable {
  id: Generated<number>
  email: string
  /** Null for an account that signs in only through Google, LinkedIn or Facebook, and once deleted. */
  password_hash: string | null
  first_name: Generated<string>
  last_name: Generated<string>
  user_type: UserType
  language: Generated<'en' | 'fr'>
  /** E.164, validated with libphonenumber-js (migration 0780); null until given. */
  phone: Generated<string | null>
  address_line: Generated<string | null>
  postal_code: Generated<string | null>
  city: Generated<string | null>
  /** ISO 3166-1 alpha-2. */
  country: Generated<string | null>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Set when the account was deleted: the row stays, anonymised, for the records that name its id. */
  deleted_at: Generated<Date | null>
  /** Set while an admin has suspended the account (migration 0890): it cannot sign in. */
  suspended_at: Generated<Date | null>
  /** The admin's reason, set with `suspended_at` and cleared with it. */
  suspension_reason: Generated<string | null>
}

export type UserRow = Selectable<UsersTable>
export type NewUserRow = Insertable<UsersTable>
