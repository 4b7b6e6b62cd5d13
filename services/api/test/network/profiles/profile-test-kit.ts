import type { MyProfile, UserType } from '@iqs/protocol'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { type AccountsTestApp, type CookieJar } from '../../accounts/accounts-test-kit.js'
import { multipart, signInAs } from '../../iqs-core/iqs-test-kit.js'

/** A signed-in user of the profile tests. */
export interface Person {
  jar: CookieJar
  id: number
}

export const newPerson = (t: AccountsTestApp, role: UserType): Promise<Person> => signInAs(t, role)

/** A request as `person` (undefined: a guest, no cookie). */
export function call(
  t: AccountsTestApp,
  person: Person | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  if (!person)
    return t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
  return t.send(person.jar, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
}

/** Uploads one file in the field `file`, as the web does. */
export function upload(
  t: AccountsTestApp,
  person: Person | undefined,
  url: string,
  file: { content: Buffer; filename: string; contentType?: string },
): Promise<LightMyRequestResponse> {
  const body = multipart({}, [{ name: 'file', ...file }])
  if (!person) return t.app.inject({ method: 'PUT', url, ...body })
  return t.send(person.jar, { method: 'PUT', url, ...body })
}

/** The profile in a 200 answer. */
export function profileOf(response: LightMyRequestResponse): MyProfile {
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: MyProfile }).data
}

/** The error code of a refusal. */
export const codeOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string } }).error.code

/** My profile as the api has it now. */
export async function myProfile(t: AccountsTestApp, person: Person): Promise<MyProfile> {
  return profileOf(await call(t, person, 'GET', '/api/network/profile'))
}

/** A landscape photo (wider than high), to see the server crop its centre square. */
export function landscapePng(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer()
}

/** The smallest file that is a PDF by its content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
