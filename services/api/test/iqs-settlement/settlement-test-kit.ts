import type { TestDatabase } from '@iqs/database'
import { randomUUID } from 'node:crypto'
import { runShareOwnerCommand } from '../../src/iqs/share-owners/share-owner-commands.js'
import type { CommandOutcome, MarketCommand } from '@iqs/exchange'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { hashPassword } from '../../src/identity/users/password.js'
import type { AppConfig } from '../../src/index.js'
import type { Clock } from '../../src/platform/clock.js'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit.js'

export interface Person {
  id: number
  email: string
  jar: CookieJar
}

export interface TokenTestApp extends AccountsTestApp {
  admin: Person
  /** A request as this person. */
  as(person: Person, method: string, url: string, payload?: unknown): ReturnType<AccountsTestApp['send']>
  caughtUp(): Promise<void>
  market(instrument: 'IQS' | 'OST', command: MarketCommand): Promise<CommandOutcome>
  /** A signed-in user who is not on the white list. */
  member(): Promise<Person>
  /** A signed-in user whose white-list application is APPROVED (KYC through the share-owner stream, approval through the admin API). */
  trader(tokens?: number): Promise<Person>
  balance(
    person: Person,
    instrument?: 'IQS' | 'OST',
  ): Promise<{ available: number; reserved: number; escrow: number }>
}

/** An app with an admin signed in, and helpers to make members and approved traders; `clock` as startAccountsApp's. */
export async function startTokenApp(
  backend: TestDatabase,
  overrides: Partial<AppConfig> = {},
  options: { clock?: Clock } = {},
): Promise<TokenTestApp> {
  const t = await startAccountsApp(backend, overrides, options)
  const email = uniqueEmail('admin')
  const row = await t.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      user_type: 'Admin',
      first_name: 'Alice',
      last_name: 'Admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const adminJar = new CookieJar()
  const login = await t.send(adminJar, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
  })
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`)
  const admin: Person = { id: Number(row.id), email, jar: adminJar }

  const kit: TokenTestApp = {
    ...t,
    admin,
    as: (person, method, url, payload) =>
      t.send(person.jar, {
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    caughtUp: () => readYourWrites(t.app),
    market: (instrument, command) => t.app.markets.submit(instrument, randomUUID(), command),
    async member() {
      const jar = new CookieJar()
      const { user, email: memberEmail } = await registerUser(t, jar, { role: 'Consultant' })
      return { id: user.id, email: memberEmail, jar }
    },
    async trader(tokens = 0) {
      const person = await kit.member()
      const file = (kind: 'id' | 'bank') => ({
        fileId: randomUUID(),
        kind,
        fileName: `${kind}.pdf`,
        mimeType: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
      })
      await runShareOwnerCommand(
        t.app,
        {
          type: 'SaveKyc',
          userId: person.id,
          details: {
            isCompany: false,
            businessName: null,
            address: '1 rue de la Paix',
            country: 'FR',
            mobileNumber: `+33 6 00 00 ${String(person.id).padStart(4, '0')}`,
            pepConfirmed: true,
          },
          files: [file('id'), file('bank')],
          ownKey: null,
        },
        person.id,
      )
      const approved = await kit.as(admin, 'POST', `/api/admin/iqs/white-list/${person.id}/approve`, {})
      if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`)
      if (tokens > 0)
        await kit.market('IQS', {
          type: 'CreditTokens',
          traderId: String(person.id),
          quantity: tokens,
          source: 'TREASURY_ALLOCATION',
          reference: 'test allocation',
        })
      await kit.caughtUp()
      return person
    },
    async balance(person, instrument = 'IQS') {
      await kit.caughtUp()
      const found = await t.database.db
        .selectFrom('iqs_balances')
        .select(['available', 'reserved', 'escrow'])
        .where('trader_id', '=', String(person.id))
        .where('instrument', '=', instrument)
        .executeTakeFirst()
      return found ?? { available: 0, reserved: 0, escrow: 0 }
    },
  }
  return kit
}

/** The `{ error: { code, message } }` of an answer. */
export const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; details?: unknown } }).error
