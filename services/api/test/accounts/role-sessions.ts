import { ADMIN_PERMISSIONS, type AdminPermission, type Role, type UserType } from '@iqs/protocol'
import { hashPassword } from '../../src/identity/users/password.js'
import { uniqueEmail, type AccountsTestApp } from './accounts-test-kit.js'

export const USER_TYPES: UserType[] = ['Client', 'ExecPartner', 'Consultant', 'IQStem', 'Admin', 'Auditor']
/**
 * A row of the access matrix: a role (an `Admin` holds every group), a browser that owes its second
 * factor, or an admin holding one group only (`Admin:web_site`, issue 18).
 */
export type MatrixRow = Role | 'PendingTotp' | `Admin:${AdminPermission}`
export const MATRIX_ROWS: MatrixRow[] = [
  'Guest',
  'PendingTotp',
  ...USER_TYPES,
  ...ADMIN_PERMISSIONS.map((permission) => `Admin:${permission}` as const),
]

/** The group of a one-group admin row, or undefined. */
function groupOf(row: MatrixRow): AdminPermission | undefined {
  return row.startsWith('Admin:') ? (row.slice('Admin:'.length) as AdminPermission) : undefined
}

/** Who a matrix row is, as `decideAccess` takes it. */
export function principalOf(row: MatrixRow): {
  role: Role
  pendingTotp: boolean
  adminPermissions: ReadonlySet<AdminPermission>
} {
  const group = groupOf(row)
  if (group) return { role: 'Admin', pendingTotp: false, adminPermissions: new Set([group]) }
  return {
    role: row === 'PendingTotp' ? 'Guest' : (row as Role),
    pendingTotp: row === 'PendingTotp',
    adminPermissions: new Set(row === 'Admin' ? ADMIN_PERMISSIONS : []),
  }
}

/**
 * One user of each type, and a cookie header for a brand-new session of any row of the matrix
 * (undefined for a guest), for the tests that walk every route as every role.
 *
 * @example const sessions = await roleSessions(t); const cookie = await sessions.cookieFor('Auditor')
 */
export async function roleSessions(t: AccountsTestApp) {
  const passwordHash = await hashPassword('matrix password')
  const userIds = new Map<MatrixRow, number>()
  const insert = async (userType: UserType) =>
    (
      await t.database.db
        .insertInto('users')
        .values({ email: uniqueEmail(userType), password_hash: passwordHash, user_type: userType })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  for (const userType of USER_TYPES) userIds.set(userType, await insert(userType))
  // One admin per group: a new admin holds them all (migration 0870), so take the others away.
  for (const permission of ADMIN_PERMISSIONS) {
    const id = await insert('Admin')
    await t.database.db
      .deleteFrom('admin_permissions')
      .where('user_id', '=', id)
      .where('permission', '<>', permission)
      .execute()
    userIds.set(`Admin:${permission}`, id)
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
