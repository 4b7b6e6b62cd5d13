import type { AdminPermission, MemberDetail } from '@iqs/protocol'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAs } from '../../iqs-core/iqs-test-kit.js'
import { call, dataOf, type Person } from '../iqstem/referrals/referrals-test-kit.js'

export {
  admin,
  call,
  dataOf,
  refusal,
  setStatus,
  sponsor,
  type Person,
} from '../iqstem/referrals/referrals-test-kit.js'

/**
 * A signed-in admin holding only `groups` (none: an admin of no area). A new admin holds every group
 * (migration 0870's trigger), so the others are taken away; the api reads them on each request.
 */
export async function groupAdmin(
  t: AccountsTestApp,
  groups: readonly AdminPermission[],
  name: [string, string] = ['Cora', 'Group'],
): Promise<Person> {
  const person = await signInAs(t, 'Admin')
  let removed = t.database.db.deleteFrom('admin_permissions').where('user_id', '=', person.id)
  if (groups.length > 0) removed = removed.where('permission', 'not in', [...groups])
  await removed.execute()
  await t.database.db
    .updateTable('users')
    .set({ first_name: name[0], last_name: name[1] })
    .where('id', '=', person.id)
    .execute()
  return person
}

/** A member's record as `who` asks for it. */
export const details = (t: AccountsTestApp, who: Person | undefined, userId: number) =>
  call(t, who, 'GET', `/api/admin/network/members/${userId}`)

/** A member's record as an admin allowed to read it. */
export const detailOf = async (t: AccountsTestApp, who: Person, userId: number) =>
  dataOf<MemberDetail>(await details(t, who, userId))

/** An admin's move on a member: approve, reject, request-info, suspend, reactivate. */
export const act = (
  t: AccountsTestApp,
  who: Person | undefined,
  userId: number,
  action: string,
  body?: unknown,
) => call(t, who, 'POST', `/api/admin/network/members/${userId}/${action}`, body)

/** The admin_actions rows on a member, oldest first, as [action, permission, admin]. */
export async function journalOf(t: AccountsTestApp, userId: number) {
  const rows = await t.database.db
    .selectFrom('admin_actions')
    .select(['action', 'permission', 'admin_user_id', 'changes'])
    .where('record_type', '=', 'member')
    .where('record_id', '=', String(userId))
    .orderBy('id')
    .execute()
  return rows
}
