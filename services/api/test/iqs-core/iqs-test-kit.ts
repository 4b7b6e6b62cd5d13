import type { UserType } from '@iqs/protocol'
import { generate } from 'otplib'
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { hashPassword } from '../../src/identity/users/password.js'
import {
  awayFromTotpStepEnd,
  CookieJar,
  PASSWORD,
  registerUser,
  uniqueEmail,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit.js'

/** Small files of each format, real enough for content sniffing. */
export const SAMPLE = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 1),
  ]),
  txt: Buffer.from('Statuts de la société\nArticle 1: ...\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]),
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(200, 0x90),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200, 0),
  ]),
  binary: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]),
}

export interface UploadFile {
  name: string
  filename: string
  content: Buffer
  contentType?: string
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----iqs${randomUUID().replace(/-/g, '')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const COMPLETE_INDIVIDUAL = {
  is_company: 'false',
  address: '1 rue de Rivoli, Paris',
  country: 'France',
  mobile_number: '+33 6 12 34 56 78',
  pep_confirmed: 'true',
}

export const COMPLETE_FILES: UploadFile[] = [
  { name: 'id', filename: 'passport.png', content: SAMPLE.png },
  { name: 'bank', filename: 'rib.pdf', content: SAMPLE.pdf },
]

/** A signed-in admin (admins are not self-registered: the row is made here). */
export function signInAdmin(t: AccountsTestApp): Promise<{ jar: CookieJar; id: number; email: string }> {
  return signInAs(t, 'Admin')
}

/** A signed-in user of any type, made by hand (admins and auditors cannot register). */
export async function signInAs(
  t: AccountsTestApp,
  userType: UserType,
): Promise<{ jar: CookieJar; id: number; email: string }> {
  const email = uniqueEmail(userType)
  const row = await t.database.db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(PASSWORD), user_type: userType })
    .returning('id')
    .executeTakeFirstOrThrow()
  const jar = new CookieJar()
  const login = await t.send(jar, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
  })
  expect(login.statusCode).toBe(200)
  return { jar, id: row.id, email }
}

/** The TOTP code of the step `offset` periods from `now` (epoch ms: the app's clock when it is moved). */
export const totpCode = (secret: string, offset = 0, now = Date.now()) =>
  generate({ secret, epoch: Math.floor(now / 1000) + offset * 30 })

export interface Member {
  jar: CookieJar
  id: number
  email: string
  secret?: string
}

/** A registered member, signed in. */
export async function newMember(t: AccountsTestApp, role = 'Consultant'): Promise<Member> {
  const jar = new CookieJar()
  const { user, email } = await registerUser(t, jar, { role })
  return { jar, id: user.id, email }
}

/** Sets up and activates TOTP (with the previous step's code, so -0 and +1 stay free for orders). */
export async function activateTotp(t: AccountsTestApp, member: Member): Promise<string> {
  const setup = await t.send(member.jar, { method: 'POST', url: '/api/iqs/totp/setup' })
  const { secret } = setup.json().data as { secret: string }
  await awayFromTotpStepEnd(t.app.clock.now())
  const activation = await t.send(member.jar, {
    method: 'POST',
    url: '/api/iqs/totp/activate',
    payload: { code: await totpCode(secret, -1, t.app.clock.now()) },
  })
  expect(activation.statusCode).toBe(200)
  member.secret = secret
  return secret
}

/** Sends a complete individual KYC file. */
export async function submitKyc(t: AccountsTestApp, member: Member) {
  const body = multipart(COMPLETE_INDIVIDUAL, COMPLETE_FILES)
  const response = await t.send(member.jar, { method: 'POST', url: '/api/share-owners/me/kyc', ...body })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

/** A member with 2FA, a complete KYC file approved by the admin, and `tokens` IQS credited. */
export async function approvedTrader(
  t: AccountsTestApp,
  admin: { jar: CookieJar },
  tokens = 0,
): Promise<Member & { secret: string }> {
  const member = await newMember(t)
  const secret = await activateTotp(t, member)
  await submitKyc(t, member)
  const approve = await t.send(admin.jar, {
    method: 'POST',
    url: `/api/admin/iqs/white-list/${member.id}/approve`,
  })
  expect(approve.statusCode, approve.body).toBe(200)
  if (tokens > 0) await credit(t, member.id, tokens)
  return { ...member, secret }
}

export async function credit(
  t: AccountsTestApp,
  userId: number,
  quantity: number,
  instrument: 'IQS' | 'OST' = 'IQS',
) {
  const outcome = await t.app.markets.submit(instrument, randomUUID(), {
    type: 'CreditTokens',
    traderId: String(userId),
    quantity,
    source: 'TREASURY_ALLOCATION',
    reference: 'test',
  })
  expect(outcome.events[0]?.type).toBe('TokensCredited')
}
