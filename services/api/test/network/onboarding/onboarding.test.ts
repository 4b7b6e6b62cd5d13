import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from '../../accounts/accounts-test-kit.js'
import { multipart, SAMPLE, signInAs, type Member } from '../../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const COMPANY = {
  company_name: 'Acme SAS',
  registration_number: '552 100 554',
  company_address: '1 rue de Rivoli, 75001 Paris',
  company_country: 'FR',
  company_size: '51-200',
  sector: 'banking',
}
const EXPERTISE = {
  sectors: ['banking', 'insurance'],
  practices: ['data-ai'],
  functions: ['technology'],
  seniority: 'Senior',
  day_rate: '850.5',
  available_from: '2027-01-04',
  days_per_week: 4,
}

for (const backend of journeyDatabases()) {
  describe(`network onboarding on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Member

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAs(t, 'Admin')
    })
    afterAll(() => t.close())

    const register = async (role: string, extra: Record<string, string> = {}) => {
      const jar = new CookieJar()
      const email = uniqueEmail(role)
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/register',
        payload: {
          email,
          first_name: 'Ada',
          last_name: 'Lovelace',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          role,
          ...extra,
        },
      })
      expect(response.statusCode, response.body).toBe(201)
      return { jar, id: (response.json().data as { id: number }).id, email }
    }
    const get = (m: { jar: CookieJar }) => t.send(m.jar, { method: 'GET', url: '/api/network/onboarding' })
    const put = (m: { jar: CookieJar }, step: string, payload: unknown) =>
      t.send(m.jar, { method: 'PUT', url: `/api/network/onboarding/${step}`, payload: payload as object })
    const uploadCv = (m: { jar: CookieJar }, filename: string, content: Buffer) =>
      t.send(m.jar, {
        method: 'POST',
        url: '/api/network/onboarding/cv',
        ...multipart({}, [{ name: 'file', filename, content }]),
      })
    const onboarding = async (m: { jar: CookieJar }) => {
      const response = await get(m)
      expect(response.statusCode).toBe(200)
      return response.json().data as {
        status: string
        steps: { step: string; required: boolean; done: boolean; path: string }[]
        missing: string[]
        remaining: string[]
        phone: string | null
        company: Record<string, unknown> | null
        expertise: Record<string, unknown> | null
        cv: { file_name: string; size: number; mime_type: string } | null
        review_reason: string | null
      }
    }

    it("lists each role's steps, with what is required", async () => {
      const steps = async (role: string) => (await onboarding(await register(role))).steps
      expect(await steps('IQStem')).toEqual([
        { step: 'mobile-number', required: true, done: false, path: '/my-account/mobile-number' },
      ])
      expect((await steps('Client')).map((s) => s.step)).toEqual(['mobile-number', 'company'])
      expect((await steps('Consultant')).map((s) => s.step)).toEqual([
        'mobile-number',
        'expertise',
        'cv-upload',
      ])
      const partner = await steps('ExecPartner')
      expect(partner.map((s) => [s.step, s.required])).toEqual([
        ['mobile-number', true],
        ['expertise', true],
        ['cv-upload', true],
        ['showcase', false],
      ])
      // Admins have no onboarding; a visitor must sign in.
      expect((await onboarding(admin)).steps).toEqual([])
      expect((await t.app.inject({ method: 'GET', url: '/api/network/onboarding' })).statusCode).toBe(401)
    })

    it('saves a phone from registration, with the address, and refuses a bad one at registration', async () => {
      const member = await register('IQStem', {
        phone: '+33 6 12 34 56 78',
        address_line: '2 avenue Foch',
        postal_code: '75116',
        city: 'Paris',
        country: 'fr',
      })
      const row = await t.database.db
        .selectFrom('users')
        .select(['phone', 'city', 'country'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ phone: '+33612345678', city: 'Paris', country: 'FR' })
      expect((await onboarding(member)).steps[0]?.done).toBe(true)

      const email = uniqueEmail('bad-phone')
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          role: 'Client',
          phone: '12',
        },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.code).toBe('VALIDATION_FAILED')
      const half = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          role: 'Client',
          city: 'Paris',
        },
      })
      expect(half.statusCode).toBe(400)
      const created = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute()
      expect(created).toEqual([])
    })

    it('saves the mobile number, refusing a bad one without saving', async () => {
      const member = await register('Consultant')
      for (const phone of ['12', '+33 6', 'not a phone', '+33\u0000612345678', 33612345678]) {
        const response = await put(member, 'mobile-number', { phone })
        expect(response.statusCode, String(phone)).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
      }
      expect((await put(member, 'mobile-number', {})).statusCode).toBe(400)
      expect((await onboarding(member)).phone).toBeNull()

      const saved = await put(member, 'mobile-number', { phone: '+44 20 7946 0958' })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data.phone).toBe('+442079460958')
      expect(saved.json().data.steps[0].done).toBe(true)
      // Another member's onboarding is untouched, and a visitor cannot save.
      expect((await onboarding(await register('Consultant'))).phone).toBeNull()
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/network/onboarding/mobile-number',
        payload: { phone: '+33612345678' },
      })
      expect(anonymous.statusCode).toBe(401)
      // Admins do not onboard.
      expect((await put(admin, 'mobile-number', { phone: '+33612345678' })).statusCode).toBe(403)
    })

    it("saves a client's company; other roles have no such step", async () => {
      const client = await register('Client')
      const bad = [
        { ...COMPANY, company_size: '12' },
        { ...COMPANY, sector: 'astrology' },
        { ...COMPANY, company_country: 'XX' },
        { ...COMPANY, company_name: '   ' },
        { ...COMPANY, company_name: 'x'.repeat(201) },
        { ...COMPANY, extra: 1 },
        [],
      ]
      for (const payload of bad) expect((await put(client, 'company', payload)).statusCode).toBe(400)
      expect((await onboarding(client)).company).toBeNull()

      const saved = await put(client, 'company', { ...COMPANY, company_country: 'fr' })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data.company).toEqual({ ...COMPANY, company_country: 'FR' })

      for (const role of ['IQStem', 'Consultant', 'ExecPartner'] as const) {
        const other = await register(role)
        const response = await put(other, 'company', COMPANY)
        expect(response.statusCode, role).toBe(403)
        expect(response.json().error.code).toBe('ROLE_FORBIDDEN')
      }
      expect((await put(admin, 'company', COMPANY)).json().error.code).toBe('ROLE_FORBIDDEN')
    })

    it('saves the expertise with an exact day rate and refuses bad values without saving', async () => {
      const partner = await register('ExecPartner')
      const bad = [
        { ...EXPERTISE, sectors: [] },
        { ...EXPERTISE, practices: ['astrology'] },
        { ...EXPERTISE, seniority: 'Expert' },
        { ...EXPERTISE, day_rate: '-5' },
        { ...EXPERTISE, day_rate: '0' },
        { ...EXPERTISE, day_rate: '1e3' },
        { ...EXPERTISE, day_rate: '12.345' },
        { ...EXPERTISE, available_from: '2027-02-30' },
        { ...EXPERTISE, days_per_week: 6 },
        { ...EXPERTISE, days_per_week: 0 },
      ]
      for (const payload of bad)
        expect((await put(partner, 'expertise', payload)).statusCode, JSON.stringify(payload)).toBe(400)
      expect((await onboarding(partner)).expertise).toBeNull()

      const saved = await put(partner, 'expertise', { ...EXPERTISE, sectors: ['banking', 'banking'] })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data.expertise).toEqual({
        ...EXPERTISE,
        sectors: ['banking'],
        day_rate: '850.50',
      })
      const client = await register('Client')
      expect((await put(client, 'expertise', EXPERTISE)).statusCode).toBe(403)
    })

    it('takes a PDF, DOC or DOCX CV by content, with the spec file messages otherwise', async () => {
      const consultant = await register('Consultant')
      for (const [name, content] of [
        ['cv.exe', SAMPLE.exe],
        ['cv.png', SAMPLE.png],
        ['cv.txt', SAMPLE.txt],
        ['cv.pdf', SAMPLE.png],
        ['cv.doc', SAMPLE.pdf],
      ] as const) {
        const response = await uploadCv(consultant, name, content)
        expect(response.statusCode, name).toBe(415)
        expect(response.json().error).toEqual({
          code: 'CV_FORMAT_NOT_ALLOWED',
          message: 'File format not allowed, allowed formats are : pdf, doc, docx',
          details: { allowedFormats: ['pdf', 'doc', 'docx'] },
        })
      }
      const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)])
      const tooLarge = await uploadCv(consultant, 'cv.pdf', big)
      expect(tooLarge.statusCode).toBe(413)
      expect(tooLarge.json().error.code).toBe('CV_FILE_TOO_LARGE')
      expect(tooLarge.json().error.message).toMatch(/^File size should not exceed/)
      const json = await t.send(consultant.jar, {
        method: 'POST',
        url: '/api/network/onboarding/cv',
        payload: {},
      })
      expect(json.statusCode).toBe(415)
      expect((await onboarding(consultant)).cv).toBeNull()

      const saved = await uploadCv(consultant, 'Ada CV.pdf', SAMPLE.pdf)
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data.cv).toMatchObject({
        file_name: 'Ada CV.pdf',
        mime_type: 'application/pdf',
        size: SAMPLE.pdf.length,
      })
      // A DOC replaces it.
      expect((await uploadCv(consultant, 'cv.doc', SAMPLE.doc)).json().data.cv.mime_type).toBe(
        'application/msword',
      )

      const own = await t.send(consultant.jar, { method: 'GET', url: '/api/network/onboarding/cv' })
      expect(own.statusCode).toBe(200)
      expect(own.headers['content-type']).toBe('application/msword')
      expect(own.rawPayload.equals(SAMPLE.doc)).toBe(true)
      const byAdmin = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/network/onboarding/cv?user_id=${consultant.id}`,
      })
      expect(byAdmin.statusCode).toBe(200)
      expect(byAdmin.rawPayload.equals(SAMPLE.doc)).toBe(true)
      const other = await register('Consultant')
      const refused = await t.send(other.jar, {
        method: 'GET',
        url: `/api/network/onboarding/cv?user_id=${consultant.id}`,
      })
      expect(refused.statusCode).toBe(403)
      expect((await t.send(other.jar, { method: 'GET', url: '/api/network/onboarding/cv' })).statusCode).toBe(
        404,
      )
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/network/onboarding/cv' })
      expect(anonymous.statusCode).toBe(401)
      const client = await register('Client')
      expect((await uploadCv(client, 'cv.pdf', SAMPLE.pdf)).statusCode).toBe(403)

      // Deleting it: the file goes, the step is no longer done.
      const key = (
        await t.database.db
          .selectFrom('network_members')
          .select('cv_key')
          .where('user_id', '=', consultant.id)
          .executeTakeFirstOrThrow()
      ).cv_key!
      expect(key.startsWith(`users/${consultant.id}/cv/`)).toBe(true)
      const deleted = await t.send(consultant.jar, { method: 'DELETE', url: '/api/network/onboarding/cv' })
      expect(deleted.statusCode).toBe(200)
      expect(deleted.json().data.cv).toBeNull()
      expect(await t.app.files.get(key)).toBeUndefined()
      expect(
        (await t.send(consultant.jar, { method: 'DELETE', url: '/api/network/onboarding/cv' })).statusCode,
      ).toBe(404)
    })

    it('submits once every required step is done, and keeps edits open while pending', async () => {
      const consultant = await register('Consultant')
      const submit = () => t.send(consultant.jar, { method: 'POST', url: '/api/network/onboarding/submit' })
      const early = await submit()
      expect(early.statusCode).toBe(422)
      expect(early.json().error.code).toBe('ONBOARDING_INCOMPLETE')
      expect(early.json().error.details).toEqual({ missing: ['mobile-number', 'expertise', 'cv-upload'] })

      await put(consultant, 'mobile-number', { phone: '+33612345678' })
      await put(consultant, 'expertise', EXPERTISE)
      expect((await submit()).json().error.details).toEqual({ missing: ['cv-upload'] })
      expect((await onboarding(consultant)).status).toBe('ONBOARDING')
      await uploadCv(consultant, 'cv.pdf', SAMPLE.pdf)

      const submitted = await submit()
      expect(submitted.statusCode).toBe(200)
      expect(submitted.json().data).toMatchObject({ status: 'PENDING', missing: [], remaining: [] })
      expect((await submit()).statusCode).toBe(409)

      const edited = await put(consultant, 'expertise', { ...EXPERTISE, seniority: 'Lead' })
      expect(edited.json().data).toMatchObject({ status: 'PENDING', expertise: { seniority: 'Lead' } })

      // A rejected applicant sees the reason, fixes and submits again.
      await t.database.db
        .updateTable('network_members')
        .set({ status: 'REJECTED', review_reason: 'Add your latest mission' })
        .where('user_id', '=', consultant.id)
        .execute()
      expect(await onboarding(consultant)).toMatchObject({
        status: 'REJECTED',
        review_reason: 'Add your latest mission',
      })
      expect((await submit()).json().data).toMatchObject({ status: 'PENDING', review_reason: null })

      // An IQStem member has only the phone to give.
      const iqstem = await register('IQStem', { phone: '+33612345678' })
      const done = await t.send(iqstem.jar, { method: 'POST', url: '/api/network/onboarding/submit' })
      expect(done.json().data.status).toBe('PENDING')
      expect(
        (await t.send(admin.jar, { method: 'POST', url: '/api/network/onboarding/submit' })).statusCode,
      ).toBe(403)
    })

    it("deletes the member's onboarding with the account", async () => {
      const partner = await register('ExecPartner', { phone: '+33612345678' })
      await put(partner, 'expertise', EXPERTISE)
      await t.app.eraseAccount(partner.id)
      const rows = await t.database.db
        .selectFrom('network_members')
        .select('user_id')
        .where('user_id', '=', partner.id)
        .execute()
      expect(rows).toEqual([])
    })

    it('keeps the registration helper working without contact details', async () => {
      const { user } = await registerUser(t, new CookieJar(), { role: 'Consultant' })
      const row = await t.database.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
      expect(row.phone).toBeNull()
    })
  })
}
