import type { AdminPermission, Contract, ContractList, ProjectRequest } from '@iqs/protocol'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, COMPLETE, dataOf, newPerson, type Person } from '../applications/applications-test-kit.js'

export {
  applied,
  call,
  COMPLETE,
  consultant,
  dataOf,
  move,
  openProject,
  owner,
  refusal,
  signInAgain,
} from '../applications/applications-test-kit.js'
export type { Person } from '../applications/applications-test-kit.js'
export { draft } from '../projects/projects-test-kit.js'

/** Gives `person` a display name, as the report and the sheet show it. */
export async function rename(t: AccountsTestApp, person: Person, first: string, last: string) {
  await t.database.db
    .updateTable('users')
    .set({ first_name: first, last_name: last })
    .where('id', '=', person.id)
    .execute()
}

/**
 * A signed-in admin holding only `groups` (every group when absent): a new admin holds them all
 * (the trigger of migration 0870), so the others are taken away.
 */
export async function adminWith(t: AccountsTestApp, groups?: readonly AdminPermission[]): Promise<Person> {
  const person = await newPerson(t, 'Admin')
  await rename(t, person, 'Alice', 'Admin')
  if (groups) {
    const removed = t.database.db.deleteFrom('admin_permissions').where('user_id', '=', person.id)
    await (groups.length > 0 ? removed.where('permission', 'not in', [...groups]) : removed).execute()
  }
  return person
}

/** The contract an accepted application became, as its owner reads it. */
export async function contractOf(
  t: AccountsTestApp,
  ownerOf: Person,
  applicationId: string,
): Promise<Contract> {
  const list = dataOf<ContractList>(await call(t, ownerOf, 'GET', '/api/network/contracts'))
  const summary = list.items.find((c) => c.application_id === applicationId)
  if (!summary) throw new Error('no contract drafted')
  return dataOf<Contract>(await call(t, ownerOf, 'GET', `/api/network/contracts/${summary.id}`))
}

/** A contract's step as `who`. */
export const act = (t: AccountsTestApp, who: Person, id: string, action: string, body?: unknown) =>
  call(t, who, 'POST', `/api/network/contracts/${id}/${action}`, body)

/** The projects kit's complete project, in another sector and with another title. */
export const projectIn = (sector: ProjectRequest['sector'], title: string): ProjectRequest => ({
  ...COMPLETE,
  sector,
  title,
})
