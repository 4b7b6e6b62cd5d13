import type { Contract, ContractList } from '@iqs/protocol'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  applied,
  call,
  consultant,
  dataOf,
  move,
  openProject,
  owner,
  type Person,
} from '../applications/applications-test-kit.js'

export {
  call,
  COMPLETE,
  consultant,
  dataOf,
  owner,
  refusal,
  signInAgain,
} from '../applications/applications-test-kit.js'
export type { Person } from '../applications/applications-test-kit.js'

export const DAY = 24 * 60 * 60 * 1000

/** A contract's step as `who`. */
export const act = (
  t: AccountsTestApp,
  who: Person | undefined,
  id: string,
  action: string,
  body?: unknown,
) => call(t, who, 'POST', `/api/network/contracts/${id}/${action}`, body)

/** The contract as `who` reads it. */
export const contractOf = async (t: AccountsTestApp, who: Person, id: string) =>
  dataOf<Contract>(await call(t, who, 'GET', `/api/network/contracts/${id}`))

/** The draft an accepted application of `consultantOf` to a new project of `ownerOf` became. */
export async function drafted(t: AccountsTestApp, ownerOf: Person, consultantOf: Person): Promise<Contract> {
  const project = await openProject(t, ownerOf)
  const application = await applied(t, consultantOf, project.id)
  dataOf(await move(t, ownerOf, application.id, 'accept'))
  const list = dataOf<ContractList>(await call(t, consultantOf, 'GET', '/api/network/contracts'))
  const summary = list.items.find((c) => c.application_id === application.id)
  if (!summary) throw new Error('no contract drafted')
  return contractOf(t, consultantOf, summary.id)
}

/** A contract signed by both and started by its owner. */
export async function active(t: AccountsTestApp, ownerOf: Person, consultantOf: Person): Promise<Contract> {
  const contract = await drafted(t, ownerOf, consultantOf)
  dataOf(await act(t, consultantOf, contract.id, 'sign'))
  dataOf(await act(t, ownerOf, contract.id, 'sign'))
  return dataOf<Contract>(await act(t, ownerOf, contract.id, 'start'))
}

/** A completed contract: its one KPI (the projects kit's COMPLETE) reached at `percent`. */
export async function completed(
  t: AccountsTestApp,
  ownerOf: Person,
  consultantOf: Person,
  percent = 150,
): Promise<Contract> {
  const contract = await active(t, ownerOf, consultantOf)
  return dataOf<Contract>(
    await act(t, ownerOf, contract.id, 'complete', {
      kpi_results: [{ measured: '+30 %', achievement_percent: percent }],
    }),
  )
}

export { consultant as newConsultant, owner as newOwner }
