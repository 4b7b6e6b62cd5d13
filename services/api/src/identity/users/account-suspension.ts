import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'

/** An account an admin suspended: since when, and why. */
export interface AccountSuspension {
  suspendedAt: Date
  reason: string
}

/**
 * The account's suspension (migration 0890), or null while it may sign in (and for an unknown or
 * erased account, which cannot sign in anyway).
 */
export async function accountSuspension(
  db: Kysely<Database>,
  userId: number,
): Promise<AccountSuspension | null> {
  const row = await db
    .selectFrom('users')
    .select(['suspended_at', 'suspension_reason'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row?.suspended_at ? { suspendedAt: row.suspended_at, reason: row.suspension_reason ?? '' } : null
}

/**
 * Suspends a live account: from now on it cannot sign in (`assertNotSuspended`) and its sessions
 * stop authenticating (`findLiveSession`). Pass the caller's transaction so that the suspension
 * commits with its record; the caller then revokes the sessions (`app.sessions.revokeAll`), which
 * also closes them in the other api processes at once. A guarded update, so of two admins at once
 * only one suspends.
 *
 * @returns false when the account was already suspended, or is unknown or erased: nothing changed.
 * @example if (!(await suspendAccount(trx, { userId, reason, at }))) throw appError('MEMBER_STATE_INVALID')
 */
export async function suspendAccount(
  db: Kysely<Database>,
  suspension: { userId: number; reason: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: suspension.at, suspension_reason: suspension.reason, updated_at: suspension.at })
    .where('id', '=', suspension.userId)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Lifts a suspension: the account signs in again (its old sessions stay revoked).
 *
 * @returns false when the account was not suspended, or is unknown or erased: nothing changed.
 */
export async function reactivateAccount(
  db: Kysely<Database>,
  reactivation: { userId: number; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: null, suspension_reason: null, updated_at: reactivation.at })
    .where('id', '=', reactivation.userId)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Refuses a suspended account at every sign-in door (password, second factor, social): 403
 * ACCOUNT_SUSPENDED. Asked only once the credentials held, so that it tells nothing to whoever
 * does not hold them.
 */
export function assertNotSuspended(user: { suspended_at: Date | null }): void {
  if (user.suspended_at !== null) throw appError('ACCOUNT_SUSPENDED')
}
