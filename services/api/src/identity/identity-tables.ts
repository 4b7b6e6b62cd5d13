import type { AdminPermissionsTable } from './access-control/admin-permissions.table.js'
import type { PasswordResetTokensTable } from './accounts/password-reset-tokens.table.js'
import type { SignInThrottlesTable } from './accounts/sign-in-throttle.table.js'
import type { UserIdentitiesTable } from './oauth/user-identities.table.js'
import type { RefreshTokensTable, SessionsTable } from './sessions/sessions.table.js'
import type { TotpRecoveryCodesTable, UserTotpTable } from './totp/totp.table.js'
import type { UsersTable } from './users/users.table.js'

/**
 * Identity's tables: users, sessions, two-factor, social identities, resets, sign-in throttles and
 * the admins' groups.
 */
declare module '../platform/db/database.js' {
  interface Database {
    users: UsersTable
    sessions: SessionsTable
    refresh_tokens: RefreshTokensTable
    user_totp: UserTotpTable
    totp_recovery_codes: TotpRecoveryCodesTable
    password_reset_tokens: PasswordResetTokensTable
    sign_in_throttles: SignInThrottlesTable
    user_identities: UserIdentitiesTable
    admin_permissions: AdminPermissionsTable
  }
}
