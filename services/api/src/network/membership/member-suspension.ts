import { MEMBER_ADMIN_PERMISSION } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { reactivateAccount, suspendAccount } from '../../identity/users/account-suspension.js'
import { recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { insertNotifications } from '../notifications/notifications.repository.js'
import { memberRoleOf } from './member-admin-access.js'
import { MEMBER_RECORD, MY_ACCOUNT_LINK } from './member-review.js'

/** Where a suspended member is sent: they cannot sign in, the public contact page is theirs (web router). */
export const CONTACT_LINK = '/other-public/contact-us'

/** An admin's move on a member's account: each flips the suspension one way, and is told. */
export const MEMBER_ACCOUNT_ACTIONS = {
  suspend: { from: 'ACTIVE', to: 'SUSPENDED', notice: 'member.suspended', link: CONTACT_LINK },
  reactivate: { from: 'SUSPENDED', to: 'ACTIVE', notice: 'member.reactivated', link: MY_ACCOUNT_LINK },
} as const
export type MemberAccountAction = keyof typeof MEMBER_ACCOUNT_ACTIONS

/**
 * Suspends or reactivates a member's account with the admin's reason, in one transaction: identity
 * flips the flag (a guarded update: of two admins at once, one wins), the action is recorded in
 * admin_actions under the group of the member's role, and the member is told (a notice whose mail
 * goes after the commit; the in-app one waits for a reactivation). 404 MEMBER_NOT_FOUND for an
 * account that is no member; 409 MEMBER_STATE_INVALID (`details: { state, action }`) for suspending
 * a suspended account or reactivating an active one, nothing changed. The caller ends the
 * suspended account's sessions once this committed (`app.sessions.revokeAll`).
 */
export async function changeMemberAccount(
  db: Kysely<Database>,
  change: { userId: number; action: MemberAccountAction; adminId: number; reason: string; at: Date },
): Promise<void> {
  const { userId, action, adminId, reason, at } = change
  const { from, to, notice, link } = MEMBER_ACCOUNT_ACTIONS[action]
  await db.transaction().execute(async (trx) => {
    const role = await memberRoleOf(trx, userId)
    if (!role) throw appError('MEMBER_NOT_FOUND')
    const changed =
      action === 'suspend'
        ? await suspendAccount(trx, { userId, reason, at })
        : await reactivateAccount(trx, { userId, at })
    if (!changed) throw appError('MEMBER_STATE_INVALID', undefined, { state: to, action })
    await recordAdminAction(trx, {
      adminUserId: adminId,
      permission: MEMBER_ADMIN_PERMISSION[role],
      recordType: MEMBER_RECORD,
      recordId: userId,
      action,
      changes: { account: { from, to }, reason },
      at,
    })
    await insertNotifications(
      trx,
      [{ recipientUserId: userId, kind: notice, params: { message: reason }, link }],
      at,
    )
  })
}
