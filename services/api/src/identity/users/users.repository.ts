import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import type { NewUserRow, UserRow } from './users.table.js'

/** The live (not deleted) account with this e-mail, compared without case. */
export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The live (not deleted) account with this id. */
export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Creates an account; an e-mail already in use (any case) is a 409 EMAIL_TAKEN. */
export async function insertUser(db: Kysely<Database>, user: NewUserRow): Promise<UserRow> {
  try {
    return await db
      .insertInto('users')
      .values({ ...user, email: user.email.trim() })
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw appError('EMAIL_TAKEN')
    throw error
  }
}

export async function updateUserPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', id)
    .execute()
}

export async function updateUserLanguage(
  db: Kysely<Database>,
  id: number,
  language: 'en' | 'fr',
  at: Date,
): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: at }).where('id', '=', id).execute()
}
