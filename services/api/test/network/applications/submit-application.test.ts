import type { Application, ApplicationList } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { multipart, SAMPLE, signInAdmin } from '../../iqs-core/iqs-test-kit.js'
import {
  APPLICATION,
  apply,
  applyWithFile,
  applied,
  call,
  consultant,
  dataOf,
  move,
  newPerson,
  openProject,
  owner,
  refusal,
  rowCount,
  type Person,
} from './applications-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`submitting an application on ${backend.name}`, () => {
    let t: AccountsTestApp
    let client: Person
    let ada: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      client = await owner(t)
      ada = await consultant(t)
    })
    afterAll(() => t.close())

    const cvOf = async (who: Person | undefined, id: string) =>
      call(t, who, 'GET', `/api/network/applications/${id}/cv`)

    it('submits with a copy of the onboarding CV, which a later CV change does not alter', async () => {
      const project = await openProject(t, client)
      const application = await applied(t, ada, project.id)
      expect(application).toMatchObject({
        state: 'submitted',
        project: { id: project.id, title: project.title, status: 'published' },
        consultant: { user_id: ada.id, first_name: 'Ada', profile_url: `/api/network/profiles/${ada.id}` },
        cover_message: 'I led two claims platforms.\nAvailable soon.',
        day_rate: '850.50',
        available_from: '2030-04-01',
        cv: { file_name: 'Ada CV.pdf', mime_type: 'application/pdf', size: SAMPLE.pdf.length },
      })
      expect(application.history).toEqual([
        expect.objectContaining({
          transition: 'submit',
          from_state: 'initial',
          to_state: 'submitted',
          by_system: false,
        }),
      ])
      const row = await t.database.db
        .selectFrom('network_applications')
        .select('cv_key')
        .where('id', '=', application.id)
        .executeTakeFirstOrThrow()
      expect(row.cv_key).toBe(`users/${ada.id}/applications/${application.id}/cv`)

      const replaced = await t.send(ada.jar, {
        method: 'POST',
        url: '/api/network/onboarding/cv',
        ...multipart({}, [{ name: 'file', filename: 'new.doc', content: SAMPLE.doc }]),
      })
      expect(replaced.statusCode).toBe(200)
      const sent = await cvOf(client, application.id)
      expect(sent.statusCode).toBe(200)
      expect(sent.headers['content-type']).toBe('application/pdf')
      expect(sent.rawPayload.equals(SAMPLE.pdf)).toBe(true)
    })

    it('submits with a new CV uploaded as multipart', async () => {
      const project = await openProject(t, client)
      const response = await applyWithFile(t, ada, project.id, {
        filename: 'Mission CV.doc',
        content: SAMPLE.doc,
      })
      const application = dataOf<Application>(response, 201)
      expect(application.cv).toMatchObject({ file_name: 'Mission CV.doc', mime_type: 'application/msword' })
      expect(application.day_rate).toBe('850.50')
      expect((await cvOf(ada, application.id)).rawPayload.equals(SAMPLE.doc)).toBe(true)
    })

    it('refuses a CV over 10 MB (413) or of another type (415), and writes nothing', async () => {
      const project = await openProject(t, client)
      const before = await rowCount(t, 'network_applications')
      const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(20 * 1024 * 1024, 0x20)])
      const tooLarge = refusal(
        await applyWithFile(t, ada, project.id, { filename: 'cv.pdf', content: big }),
        413,
      )
      expect(tooLarge.code).toBe('CV_FILE_TOO_LARGE')
      for (const [filename, content] of [
        ['cv.exe', SAMPLE.exe],
        ['cv.pdf', SAMPLE.png],
      ] as const) {
        const wrong = refusal(await applyWithFile(t, ada, project.id, { filename, content }), 415)
        expect(wrong.code).toBe('CV_FORMAT_NOT_ALLOWED')
      }
      expect(await rowCount(t, 'network_applications')).toBe(before)
    })

    it('refuses bad input with 400 and writes nothing', async () => {
      const project = await openProject(t, client)
      const before = await rowCount(t, 'network_applications')
      for (const body of [
        {},
        { ...APPLICATION, cover_message: '   ' },
        { ...APPLICATION, cover_message: 'x'.repeat(5001) },
        { ...APPLICATION, cover_message: 'nul \u0000' },
        { ...APPLICATION, day_rate: '0' },
        { ...APPLICATION, day_rate: '-5' },
        { ...APPLICATION, day_rate: 850.123 },
        { ...APPLICATION, available_from: '2030-02-30' },
        { ...APPLICATION, extra: true },
      ])
        expect((await apply(t, ada, project.id, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(
          400,
        )
      // A form with a file but a bad field, or without a file.
      const badForm = await applyWithFile(
        t,
        ada,
        project.id,
        { filename: 'cv.pdf', content: SAMPLE.pdf },
        {
          ...(APPLICATION as Record<string, string>),
          day_rate: 'abc',
        },
      )
      expect(badForm.statusCode).toBe(400)
      const noFile = await t.send(ada.jar, {
        method: 'POST',
        url: `/api/network/jobs/${project.id}/applications`,
        ...multipart(APPLICATION as Record<string, string>),
      })
      expect(noFile.statusCode).toBe(400)
      expect((await apply(t, ada, 0)).statusCode).toBe(400)
      expect(await rowCount(t, 'network_applications')).toBe(before)
    })

    it('allows one live application per consultant and project (409), also when two arrive at once', async () => {
      const project = await openProject(t, client)
      const first = await applied(t, ada, project.id)
      expect(refusal(await apply(t, ada, project.id), 409).code).toBe('ALREADY_APPLIED')
      // Withdrawn, it may be followed by a new one.
      expect(dataOf<Application>(await move(t, ada, first.id, 'withdraw')).state).toBe('withdrawn')
      await applied(t, ada, project.id)

      const other = await openProject(t, client)
      const answers = await Promise.all([apply(t, ada, other.id), apply(t, ada, other.id)])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([201, 409])
      const files = await t.database.db
        .selectFrom('network_applications')
        .select('id')
        .where('project_id', '=', other.id)
        .execute()
      expect(files).toHaveLength(1)
    })

    it('refuses a consultant not approved yet (403), a draft or missing project (404), a closed one (409)', async () => {
      const pending = await consultant(t, { status: 'PENDING' })
      const project = await openProject(t, client)
      const before = await rowCount(t, 'network_applications')
      expect(refusal(await apply(t, pending, project.id), 403).code).toBe('MEMBER_NOT_APPROVED')
      const draft = dataOf(await call(t, client, 'POST', '/api/network/projects', { title: 'Draft' }), 201)
      expect(refusal(await apply(t, ada, draft.id), 404).code).toBe('PROJECT_NOT_FOUND')
      expect(refusal(await apply(t, ada, 9_999_999), 404).code).toBe('PROJECT_NOT_FOUND')
      await call(t, client, 'POST', `/api/network/projects/${project.id}/close`)
      expect(refusal(await apply(t, ada, project.id), 409).code).toBe('PROJECT_CLOSED')
      expect(await rowCount(t, 'network_applications')).toBe(before)
    })

    it('lets only consultants apply', async () => {
      const project = await openProject(t, client)
      expect((await apply(t, undefined, project.id)).statusCode).toBe(401)
      for (const role of ['Client', 'ExecPartner', 'Admin'] as const)
        expect((await apply(t, await newPerson(t, role), project.id)).statusCode).toBe(403)
    })

    it("shows an application to its consultant, the project's owner and admins only", async () => {
      const project = await openProject(t, client)
      const application = await applied(t, ada, project.id)
      const admin = await signInAdmin(t)
      const stranger = await consultant(t)
      const otherOwner = await owner(t, 'ExecPartner')
      const url = `/api/network/applications/${application.id}`
      for (const who of [ada, client, admin]) {
        expect((await call(t, who, 'GET', url)).statusCode).toBe(200)
        expect((await cvOf(who, application.id)).statusCode).toBe(200)
      }
      for (const who of [stranger, otherOwner]) {
        expect(refusal(await call(t, who, 'GET', url), 404).code).toBe('APPLICATION_NOT_FOUND')
        expect((await cvOf(who, application.id)).statusCode).toBe(404)
      }
      expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401)
      expect((await cvOf(undefined, application.id)).statusCode).toBe(401)
      expect((await call(t, client, 'GET', '/api/network/applications/not-a-uuid')).statusCode).toBe(400)

      const mine = dataOf<ApplicationList>(await call(t, ada, 'GET', '/api/network/applications'))
      expect(mine.items.map((a) => a.id)).toContain(application.id)
      expect(
        dataOf<ApplicationList>(await call(t, stranger, 'GET', '/api/network/applications')).items,
      ).toEqual([])
      expect((await call(t, client, 'GET', '/api/network/applications')).statusCode).toBe(403)
    })

    it("lists a project's applicants to its owner only", async () => {
      const project = await openProject(t, client)
      const application = await applied(t, ada, project.id)
      const url = `/api/network/projects/${project.id}/applications`
      const list = dataOf<ApplicationList>(await call(t, client, 'GET', url))
      expect(list.items).toEqual([
        expect.objectContaining({
          id: application.id,
          state: 'submitted',
          day_rate: '850.50',
          available_from: '2030-04-01',
          consultant: expect.objectContaining({
            first_name: 'Ada',
            last_name: 'Lovelace',
            thumbnail_url: null,
          }),
        }),
      ])
      expect(refusal(await call(t, await owner(t), 'GET', url), 404).code).toBe('PROJECT_NOT_FOUND')
      expect((await call(t, ada, 'GET', url)).statusCode).toBe(403)
      expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401)
    })
  })
}
