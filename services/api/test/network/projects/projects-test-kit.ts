import type { MyProject, ProjectRequest, UserType } from '@iqs/protocol'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { PASSWORD, type AccountsTestApp, type CookieJar } from '../../accounts/accounts-test-kit.js'
import { signInAs } from '../../iqs-core/iqs-test-kit.js'
import { call } from '../../network/profiles/profile-test-kit.js'

/** A signed-in user of the project tests. */
export interface Person {
  jar: CookieJar
  id: number
  email: string
}

export const newPerson = (t: AccountsTestApp, role: UserType): Promise<Person> => signInAs(t, role)

/** Signs `person` in again: after the test clock moved by days, their access token has expired. */
export async function signInAgain(t: AccountsTestApp, person: Person): Promise<void> {
  const login = await t.send(person.jar, {
    method: 'POST',
    url: '/api/login',
    payload: { email: person.email, password: PASSWORD },
  })
  expect(login.statusCode, login.body).toBe(200)
}

/** A request as a person (undefined: a guest, no cookie), as the profile tests send them. */
export { call }

/** Everything the board needs: a project that may be published as it is. */
export const COMPLETE: ProjectRequest = {
  title: 'Data platform for a mutual insurer',
  sector: 'insurance',
  domain: 'data-ai',
  city: 'Paris',
  remote: false,
  duration_days: 90,
  experience: 'Senior',
  description: 'Build the claims data platform.\n\nWith the actuaries.',
  base_fee: '30000',
  success_fee: '10000.50',
  bonus_percent: 20,
  malus_percent: 10,
  kpis: [{ name: 'Claims handled', target: '+20 %' }],
  contact: 'Marie Curie',
}

/** The data of a 200 or 201 answer. */
export function dataOf<T = MyProject>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  return (response.json() as { data: T }).data
}

/** The error of a refusal, after checking its status. */
export function refusal(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  return (response.json() as { error: { code: string; message: string; details?: unknown } }).error
}

/** A new project of `owner`, as a draft. */
export async function draft(t: AccountsTestApp, owner: Person, fields: ProjectRequest = COMPLETE) {
  return dataOf(await call(t, owner, 'POST', '/api/network/projects', fields), 201)
}

/** A new project of `owner`, published. */
export async function published(t: AccountsTestApp, owner: Person, fields: ProjectRequest = COMPLETE) {
  const project = await draft(t, owner, fields)
  return dataOf(await call(t, owner, 'POST', `/api/network/projects/${project.id}/publish`))
}
