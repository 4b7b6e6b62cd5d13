import type { Role, UserType } from '@iqs/protocol'
import { hashPassword } from '../../src/identity/users/password.js'
import { uniqueEmail, type AccountsTestApp } from './accounts-test-kit.js'

export const USER_TYPES: UserType[] = ['Client', 'ExecPartner', 'Consultant', 'IQStem', 'Admin', 'Auditor']
/** A row of the access matrix: a role, or a browser that owes its second factor. */
export type MatrixRow = Role | 'PendingTotp'
export const MATRIX_ROWS: MatrixRow[] = ['Guest', 'PendingTotp', ...USER_TYPES]

/** Who a matrix row is, as `decideAccess` takes it. */
export function principalOf(row: MatrixRow): { role: Role; pendingTotp: boolean } {
  return { role: row === 'PendingTotp' ? 'Guest' : row, pendingTotp: row === 'PendingTotp' }
}

/**
 * One user of each type, and a cookie header for a brand-new session of any row of the matrix
 * (undefined for a guest), for the tests that walk every route as every role.
 *
 * @example const sessions = await roleSessions(t); const cookie = await sessions.cookieFor('Auditor')
 */
export async function roleSessions(t: AccountsTestApp) {
  const passwordHash = await hashPassword('matrix password')
  const userIds = new Map<UserType, number>()
  for (const userType of USER_TYPES) {
    const row = await t.database.db
      .insertInto('users')
      .values({ email: uniqueEmail(userType), password_hash: passwordHash, user_type: userType })
      .returning('id')
      .executeTakeFirstOrThrow()
    userIds.set(userType, row.id)
  }
  return {
    async cookieFor(row: MatrixRow): Promise<string | undefined> {
      if (row === 'Guest') return undefined
      const tokens = await t.app.sessions.start({
        userId: userIds.get(row === 'PendingTotp' ? 'Client' : row)!,
        stage: row === 'PendingTotp' ? 'pending_totp' : 'full',
        remember: true,
        method: 'password',
      })
      return `iqs_at=${tokens.accessToken}`
    },
  }
}
