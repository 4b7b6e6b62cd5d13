import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { UserType } from '../users/users.table.js'
import type { SessionStage, SignInMethod } from './sessions.table.js'

/** A live session and the fields of its user that a request needs. */
export interface LiveSession {
  sessionId: string
  stage: SessionStage
  remember: boolean
  method: SignInMethod
  expiresAt: Date
  userId: number
  email: string
  userType: UserType
}

/**
 * The session, if it is neither revoked nor expired (as of `now`) and its user is not deleted. A
 * suspended user's full session is not live either (suspending revokes the sessions too: this covers
 * one started meanwhile); their half-signed-in one stays, so that the second step answers why it
 * refuses them (403 ACCOUNT_SUSPENDED) rather than a bare 401: it opens nothing else.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.stage',
      'sessions.remember',
      'sessions.method',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.email',
      'users.user_type as userType',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('users.suspended_at', 'is', null), eb('sessions.stage', '=', 'pending_totp')]))
    .executeTakeFirst()
  return row
}

export async function insertSession(
  db: Kysely<Database>,
  session: {
    id: string
    userId: number
    stage: SessionStage
    remember: boolean
    method: SignInMethod
    expiresAt: Date
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      stage: session.stage,
      remember: session.remember,
      method: session.method,
      expires_at: session.expiresAt,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute()
}

export async function insertRefreshToken(
  db: Kysely<Database>,
  sessionId: string,
  tokenHash: string,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: tokenHash, used_at: null })
    .execute()
}

/** The refresh token's row with its session, whatever their state: the caller judges. */
export async function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.id as tokenId',
      'refresh_tokens.used_at as usedAt',
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.stage',
      'sessions.remember',
      'sessions.expires_at as expiresAt',
      'sessions.revoked_at as revokedAt',
      'users.deleted_at as userDeletedAt',
      'users.suspended_at as userSuspendedAt',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/**
 * Marks the token used, only if it was not: of two concurrent refreshes
 * with the same token, exactly one wins and the other counts as reuse.
 */
export async function claimRefreshToken(db: Kysely<Database>, tokenId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function touchSession(db: Kysely<Database>, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute()
}

/** Revokes one session at `at`; its refresh tokens die with it. @returns its user, if it was live until now. */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst()
  return row?.user_id
}

/** Revokes every live session of a user at `at`, but `keep` if given. @returns the ids revoked. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: string,
  at: Date,
  keep?: string,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keep) query = query.where('id', '!=', keep)
  const rows = await query.returning('id').execute()
  return rows.map((r) => r.id)
}

/** Which of these sessions are still live (not revoked, not expired as of `now`, user not deleted nor suspended). */
export async function liveSessionIds(
  db: Kysely<Database>,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', [...sessionIds])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .execute()
  return new Set(rows.map((r) => r.id))
}
