import type { DatabaseHandle } from '@iqs/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import { DEFAULT_MAIL_FROM } from '../../src/platform/config/config.js'
import { createOutboxMailer } from '../../src/platform/mail/outbox-mailer.js'
import { CookieJar, registerUser, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { startFakeSmtpServer } from '../helpers/fake-smtp-server.js'
import { signedInUser, startPlatformApp } from './platform-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const forgot = (t: AccountsTestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } })

const outboxTo = (t: AccountsTestApp, email: string) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).orderBy('id').execute()

for (const backend of journeyDatabases()) {
  describe(`the mail port on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    beforeAll(async () => {
      database = await backend.open<Database>()
    })
    afterAll(() => database.destroy())

    describe('without SMTP_URL: the outbox', () => {
      let t: AccountsTestApp
      beforeAll(async () => {
        t = await startPlatformApp(database)
      })
      afterAll(() => t.close())

      it('keeps the reset mail, HTML and text, in the recipient’s language', async () => {
        expect(t.app.mailDelivery).toBe('outbox')
        const { email } = await registerUser(t, new CookieJar())
        expect((await forgot(t, email)).statusCode).toBe(200)
        const [mail, ...rest] = await outboxTo(t, email)
        expect(rest).toEqual([])
        expect(mail).toMatchObject({ to: email, subject: 'Reset your IQS password', language: 'en' })
        expect(mail!.text).toMatch(
          /Choose a new password:\nhttp:\/\/localhost\/my-account\/reset-password\?token=\S+/,
        )
        expect(mail!.html).toMatch(
          /<a href="http:\/\/localhost\/my-account\/reset-password\?token=[^"]+"[^>]*>Choose a new password<\/a>/,
        )
        expect(mail!.html).toContain('<html lang="en">')
      })

      it('keeps only the newest mails: the outbox does not grow forever', async () => {
        const mailer = createOutboxMailer(t.database.db, t.app.clock, 3)
        const to = `keep-${Date.now()}@example.com`
        for (const n of [1, 2, 3, 4, 5])
          await mailer.send({ to, subject: `mail ${n}`, text: 'x', html: '<p>x</p>', language: 'en' })
        expect((await outboxTo(t, to)).map((mail) => mail.subject)).toEqual(['mail 3', 'mail 4', 'mail 5'])
        const total = await t.database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        expect(Number(total.n)).toBe(3)
      })

      it('writes in French to a user who chose French', async () => {
        const { email, user } = await registerUser(t, new CookieJar())
        await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute()
        await forgot(t, email)
        const [mail] = await outboxTo(t, email)
        expect(mail).toMatchObject({ subject: 'Réinitialisez votre mot de passe IQS', language: 'fr' })
        expect(mail!.html).toContain('<html lang="fr">')
        expect(mail!.html).toContain('Choisir un nouveau mot de passe</a>')
        expect(mail!.text).toContain('ouvrez ce lien dans l’heure')
      })

      it('keeps the sign-in throttle’s notice too, in French with its HTML', async () => {
        const { email, user } = await registerUser(t, new CookieJar())
        await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute()
        const { maxFailures } = t.app.config.auth.signInThrottle
        for (let i = 0; i < maxFailures; i++) {
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            headers: { 'x-forwarded-for': `10.9.0.${i + 1}` },
            payload: { email, password: 'wrong password' },
          })
        }
        const [notice] = await outboxTo(t, email)
        expect(notice).toMatchObject({ subject: 'Connexions à votre compte IQS suspendues', language: 'fr' })
        expect(notice!.html).toContain('href="http://localhost/my-account/forgot-password"')
      })

      it('drops the mails of an erased account from the outbox', async () => {
        const jar = new CookieJar()
        const { email, password } = await registerUser(t, jar)
        await forgot(t, email)
        expect(await outboxTo(t, email)).toHaveLength(1)
        const deleted = await t.send(jar, { method: 'POST', url: '/api/me/delete', payload: { password } })
        expect(deleted.statusCode).toBe(200)
        expect(await outboxTo(t, email)).toEqual([])
      })
    })

    describe('with SMTP_URL: nodemailer over SMTP', () => {
      let t: AccountsTestApp
      let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>
      beforeAll(async () => {
        smtp = await startFakeSmtpServer()
        t = await startPlatformApp(database, {
          overrides: { mail: { smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM } },
        })
      })
      afterAll(async () => {
        await t.close()
        await smtp.close()
      })

      it('sends the reset mail to the SMTP server, as text and HTML, and keeps nothing in the outbox', async () => {
        expect(t.app.mailDelivery).toBe('smtp')
        const { email } = await registerUser(t, new CookieJar())
        expect((await forgot(t, email)).statusCode).toBe(200)
        const mail = smtp.mails.find((m) => m.to.includes(email))
        expect(mail?.from).toBe('no-reply@iqs.local')
        expect(mail?.data).toContain('From: IQS <no-reply@iqs.local>')
        expect(mail?.data).toContain('Subject: Reset your IQS password')
        expect(mail?.data).toContain('Content-Language: en')
        expect(mail?.data).toMatch(/multipart\/alternative/)
        expect(mail?.data).toMatch(/Content-Type: text\/plain/)
        expect(mail?.data).toMatch(/Content-Type: text\/html/)
        expect(await outboxTo(t, email)).toEqual([])
      })

      it('answers the same when the SMTP server is gone, and tells nobody', async () => {
        const { email } = await registerUser(t, new CookieJar())
        await smtp.close()
        const response = await forgot(t, email)
        expect(response.statusCode).toBe(200)
        expect(response.json().data).toEqual({ sent: true })
      })
    })

    describe('the admins’ outbox routes', () => {
      let t: AccountsTestApp
      let admin: { cookie: string }
      beforeAll(async () => {
        t = await startPlatformApp(database)
        admin = await signedInUser(t, 'Admin')
        await t.database.db.deleteFrom('mail_outbox').execute()
        for (let i = 1; i <= 23; i++) {
          await t.app.mailer.send({
            to: `reader-${i}@example.com`,
            subject: `Mail ${i}`,
            text: `Text ${i}`,
            html: `<p>Mail <b>${i}</b></p>`,
            language: i % 2 ? 'en' : 'fr',
          })
        }
      })
      afterAll(() => t.close())

      const get = (url: string, cookie?: string) =>
        t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

      it('lists the outbox newest first, 20 a page, for an admin', async () => {
        const first = await get('/api/admin/mail-outbox', admin.cookie)
        expect(first.statusCode).toBe(200)
        const page = first.json().data
        expect(page).toMatchObject({ total: 23, page: 1, page_size: 20, page_count: 2, delivery: 'outbox' })
        expect(page.items[0]).toMatchObject({
          to: 'reader-23@example.com',
          subject: 'Mail 23',
          language: 'en',
        })
        expect(page.items[0]).not.toHaveProperty('html')
        const second = (await get('/api/admin/mail-outbox?page=2', admin.cookie)).json().data
        expect(second.items.map((m: { subject: string }) => m.subject)).toEqual([
          'Mail 3',
          'Mail 2',
          'Mail 1',
        ])
      })

      it('gives an admin one mail with both bodies', async () => {
        const list = (await get('/api/admin/mail-outbox', admin.cookie)).json().data
        const id = list.items[0].id as number
        const response = await get(`/api/admin/mail-outbox/${id}`, admin.cookie)
        expect(response.statusCode).toBe(200)
        expect(response.json().data).toMatchObject({ id, text: 'Text 23', html: '<p>Mail <b>23</b></p>' })
      })

      it('refuses other members (403) and the anonymous (401)', async () => {
        const list = (await get('/api/admin/mail-outbox', admin.cookie)).json().data
        const id = list.items[0].id as number
        for (const userType of ['Client', 'Consultant', 'ExecPartner', 'IQStem', 'Auditor'] as const) {
          const member = await signedInUser(t, userType)
          for (const url of ['/api/admin/mail-outbox', `/api/admin/mail-outbox/${id}`]) {
            const response = await get(url, member.cookie)
            expect(response.statusCode, `${userType} ${url}`).toBe(403)
            expect(response.json().error.code).toBe('ROLE_FORBIDDEN')
          }
        }
        for (const url of ['/api/admin/mail-outbox', `/api/admin/mail-outbox/${id}`]) {
          const response = await get(url)
          expect(response.statusCode).toBe(401)
          expect(response.json().error.code).toBe('UNAUTHENTICATED')
        }
      })

      it('answers bad input with a 4xx in the error shape', async () => {
        for (const url of [
          '/api/admin/mail-outbox?page=0',
          '/api/admin/mail-outbox?page=abc',
          '/api/admin/mail-outbox?page=1.5',
          '/api/admin/mail-outbox/abc',
          '/api/admin/mail-outbox/-1',
          '/api/admin/mail-outbox/1e400',
        ]) {
          const response = await get(url, admin.cookie)
          expect(response.statusCode, url).toBe(400)
          expect(response.json().error.code, url).toBe('VALIDATION_FAILED')
        }
        const missing = await get('/api/admin/mail-outbox/999999999', admin.cookie)
        expect(missing.statusCode).toBe(404)
        expect(missing.json().error.code).toBe('NOT_FOUND')
      })
    })
  })
}
