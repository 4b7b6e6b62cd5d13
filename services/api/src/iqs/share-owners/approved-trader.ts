import { sql, type Kysely } from 'kysely'
import type { FastifyRequest } from 'fastify'
import { requireUser } from '../../identity/access-control/require-user.js'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'

/**
 * Whether the user's white-list application is APPROVED (the `share_owners` read model of
 * migrations/0500). Read with plain SQL: the token side only needs this one column.
 *
 * @example if (!(await isApprovedTrader(app.db, user.id))) throw appError('IQS_TRADER_NOT_APPROVED')
 */
export async function isApprovedTrader(db: Kysely<Database>, userId: number): Promise<boolean> {
  const { rows } = await sql<{
    status: string
  }>`select status from share_owners where user_id = ${userId}`.execute(db)
  return rows[0]?.status === 'APPROVED'
}

/** The signed-in user, who must be an approved trader (403 IQS_TRADER_NOT_APPROVED otherwise). */
export async function requireApprovedTrader(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<RequestUser> {
  const user = requireUser(request)
  if (!(await isApprovedTrader(db, user.id))) throw appError('IQS_TRADER_NOT_APPROVED')
  return user
}
