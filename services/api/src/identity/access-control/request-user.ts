import type { AdminPermission, UserType } from '@iqs/protocol'

/** The signed-in user of a request (`request.user`), read from a live session. */
export interface RequestUser {
  id: number
  role: UserType
  email: string
  sessionId: string
  /**
   * An admin's groups, read from the database on each request of a signed-in admin (not cached:
   * a permission taken away holds at once); empty for other roles.
   */
  adminPermissions: ReadonlySet<AdminPermission>
}

/** A browser that passed the password and owes the TOTP code (`request.pendingTotp`). */
export interface PendingTotp {
  userId: number
  sessionId: string
  /** Carried to the full session the second factor opens. */
  remember: boolean
}
