import type { AdminProjectPage, ProjectFigures, ProjectSheet, ProjectsReport } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { recordAdminAction } from '../../../src/platform/admin-journal/admin-journal.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import {
  act,
  adminWith,
  applied,
  call,
  consultant,
  contractOf,
  dataOf,
  draft,
  move,
  openProject,
  owner,
  projectIn,
  refusal,
  rename,
  signInAgain,
  type Person,
} from './projects-admin-test-kit.js'

/**
 * The projects admin (issue 18): the report's figures, filters and workbook, the sheet, and who may
 * read them, on a small network made through the routes:
 * - Marie's (a client) insurance project P1, published 10 March 08:00: Ada applied 26 hours later,
 *   Bob the day after (his application expired unanswered); Ada's contract was signed, started and
 *   completed with its one KPI at 150 % (the multiple held at 1.2 by the 20 % bonus); each side
 *   reviewed the other, and an admin hid the consultant's review;
 * - Paul's (an executive partner) banking draft P2, and his banking project P3, published on 12
 *   March 10:00, which Bob applied to on 2 April 09:00 (503 hours later) before Paul closed it.
 */
for (const backend of journeyDatabases()) {
  describe(`the projects admin on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-10T08:00:00Z'))
    let t: AccountsTestApp
    let alice: Person
    let marie: Person
    let paul: Person
    let ada: Person
    let bob: Person
    const ids = { p1: 0, p2: 0, p3: 0 }
    let contractId = ''

    const at = async (iso: string, people: Person[]) => {
      clock.set(Date.parse(iso))
      for (const person of people) await signInAgain(t, person)
    }

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      alice = await adminWith(t)
      marie = await owner(t, 'Client')
      paul = await owner(t, 'ExecPartner', 'fr')
      await rename(t, paul, 'Paul', 'Partner')
      ada = await consultant(t)
      bob = await consultant(t)
      await rename(t, bob, 'Bob', 'Builder')

      ids.p1 = (await openProject(t, marie)).id
      ids.p2 = (await draft(t, paul, projectIn('banking', 'Core banking draft'))).id

      await at('2030-03-11T10:00:00Z', [marie, paul, ada, bob, alice])
      const adas = await applied(t, ada, ids.p1)

      await at('2030-03-12T10:00:00Z', [marie, paul, ada, bob, alice])
      await applied(t, bob, ids.p1)
      ids.p3 = (await openProject(t, paul, projectIn('banking', 'Banking risk board'))).id
      dataOf(await move(t, marie, adas.id, 'accept'))
      const contract = await contractOf(t, marie, adas.id)
      contractId = contract.id
      dataOf(await act(t, ada, contract.id, 'sign'))
      dataOf(await act(t, marie, contract.id, 'sign'))
      dataOf(await act(t, marie, contract.id, 'start'))
      dataOf(
        await act(t, marie, contract.id, 'complete', {
          kpi_results: [{ measured: '+30 %', achievement_percent: 150 }],
        }),
      )
      const review = {
        rating: 5,
        criteria: { quality: 5, communication: 4, reliability: 5 },
        comment: 'Great',
      }
      dataOf(await call(t, marie, 'POST', `/api/network/contracts/${contract.id}/review`, review), 201)
      const adasReview = dataOf<{ id: string }>(
        await call(t, ada, 'POST', `/api/network/contracts/${contract.id}/review`, { ...review, rating: 2 }),
        201,
      )
      dataOf(await call(t, alice, 'POST', `/api/network/reviews/${adasReview.id}/hide`))

      await at('2030-04-02T09:00:00Z', [marie, paul, ada, bob, alice])
      // Bob's application to P1 is due to expire since 26 March: the sweeper takes it now.
      await t.app.workflow.sweep()
      await applied(t, bob, ids.p3)
      dataOf(await call(t, paul, 'POST', `/api/network/projects/${ids.p3}/close`))
      await recordAdminAction(t.database.db, {
        adminUserId: alice.id,
        permission: 'projects',
        recordType: 'project',
        recordId: ids.p1,
        action: 'note',
        changes: { note: 'Checked with the client' },
        at: clock.date(),
      })
      await at('2030-04-20T08:00:00Z', [alice])
    }, 120_000)
    afterAll(() => t.close())

    const report = async (query = '') =>
      dataOf<ProjectsReport>(await call(t, alice, 'GET', `/api/admin/projects/reports${query}`))
    const row = (got: ProjectsReport, id: number) => got.projects.items.find((item) => item.id === id)

    it("gives each project's applications, contracts, time to a first applicant and fees", async () => {
      const got = await report()
      expect([got.from, got.to]).toEqual(['2029-05', '2030-04'])
      expect(got.projects.items.map((item) => item.id)).toEqual([ids.p3, ids.p2, ids.p1])
      expect(row(got, ids.p1)).toEqual({
        id: ids.p1,
        title: 'Data platform for a mutual insurer',
        status: 'published',
        sector: 'insurance',
        domain: 'data-ai',
        owner: { user_id: marie.id, name: 'Marie Curie', role: 'Client' },
        created_at: '2030-03-10T08:00:00.000Z',
        first_published_at: '2030-03-10T08:00:00.000Z',
        applications: 2,
        first_application_at: '2030-03-11T10:00:00.000Z',
        hours_to_first_applicant: 26,
        contracts: 1,
        contracts_signed: 1,
        contracts_completed: 1,
        base_fee: '30000.00',
        success_fee: '10000.50',
        contracted_base_fees: '30000.00',
        // 850.50 a day, 1 April (a Monday) to 29 June: 65 working days.
        day_rate_value: '55282.50',
        // 150 % held at the 20 % bonus: 10000.50 x 1.2.
        success_fee_due: '12000.60',
      } satisfies ProjectFigures)
      expect(row(got, ids.p2)).toMatchObject({
        status: 'draft',
        first_published_at: null,
        applications: 0,
        hours_to_first_applicant: null,
        contracts: 0,
        contracted_base_fees: '0.00',
        day_rate_value: '0.00',
        success_fee_due: null,
      })
      expect(row(got, ids.p3)).toMatchObject({
        status: 'closed',
        owner: { user_id: paul.id, name: 'Paul Partner', role: 'ExecPartner' },
        applications: 1,
        hours_to_first_applicant: 503,
      })
    })

    it('sums the projects and breaks them down by state, sector and owner', async () => {
      const got = await report()
      expect(got.summary).toEqual({
        projects: 3,
        applications: 3,
        projects_with_applicant: 2,
        mean_hours_to_first_applicant: 265,
        median_hours_to_first_applicant: 265,
        contracts: 1,
        contracts_signed: 1,
        contracts_completed: 1,
        base_fees: '90000.00',
        success_fees: '30001.50',
        contracted_base_fees: '30000.00',
        day_rate_value: '55282.50',
        success_fees_due: '12000.60',
      })
      expect(got.by_status).toEqual({ draft: 1, published: 1, closed: 1 })
      expect(got.by_sector).toEqual([
        {
          sector: 'banking',
          projects: 2,
          applications: 1,
          contracts_signed: 0,
          contracted_base_fees: '0.00',
        },
        {
          sector: 'insurance',
          projects: 1,
          applications: 2,
          contracts_signed: 1,
          contracted_base_fees: '30000.00',
        },
      ])
      expect(got.by_owner.map((group) => [group.owner?.name, group.projects])).toEqual([
        ['Paul Partner', 2],
        ['Marie Curie', 1],
      ])
      expect(got.owners.map((person) => person.user_id).sort((a, b) => a - b)).toEqual(
        [marie.id, paul.id].sort((a, b) => a - b),
      )
    })

    it('counts each month what happened, and the projects created', async () => {
      const got = await report('?from=2030-03&to=2030-04')
      expect(got.months).toEqual([
        {
          month: '2030-03',
          projects_created: 3,
          projects_published: 2,
          applications_received: 2,
          contracts_drafted: 1,
          contracts_signed: 1,
          contracts_completed: 1,
          contracted_fees: '30000.00',
          success_fees_due: '12000.60',
        },
        {
          month: '2030-04',
          projects_created: 0,
          projects_published: 0,
          applications_received: 1,
          contracts_drafted: 0,
          contracts_signed: 0,
          contracts_completed: 0,
          contracted_fees: '0.00',
          success_fees_due: '0.00',
        },
      ])
      expect(got.totals).toMatchObject({
        projects_created: 3,
        applications_received: 3,
        contracted_fees: '30000.00',
      })
    })

    it('filters by state, sector, owner and period, and pages the table', async () => {
      const closed = await report('?status=closed&from=2030-03&to=2030-04')
      expect(closed.projects.items.map((item) => item.id)).toEqual([ids.p3])
      expect(closed.totals).toMatchObject({
        projects_published: 1,
        applications_received: 1,
        contracts_signed: 0,
      })
      const insurance = await report('?sector=insurance')
      expect(insurance.projects.items.map((item) => item.id)).toEqual([ids.p1])
      expect(insurance.summary.applications).toBe(2)
      const pauls = await report(`?owner_id=${paul.id}`)
      expect(pauls.projects.items.map((item) => item.id)).toEqual([ids.p3, ids.p2])
      expect(pauls.totals.contracts_signed).toBe(0)
      // Nothing was created in April: the table is empty, the month still counts Bob's application.
      const april = await report('?from=2030-04&to=2030-04')
      expect(april.projects.total).toBe(0)
      expect(april.summary.mean_hours_to_first_applicant).toBeNull()
      expect(april.months[0]!.applications_received).toBe(1)
      const second = await report('?page=2&page_size=1')
      expect(second.projects).toMatchObject({ total: 3, page: 2, page_size: 1, page_count: 3 })
      expect(second.projects.items.map((item) => item.id)).toEqual([ids.p2])
      // The owner filter counts nobody else's, whoever owns nothing.
      expect((await report(`?owner_id=${ada.id}`)).projects.total).toBe(0)
    })

    it('exports the same filters as a workbook in the admin’s language', async () => {
      const workbookOf = async (query: string) => {
        const response = await call(t, alice, 'GET', `/api/admin/projects/reports.xlsx${query}`)
        expect(response.statusCode, response.body).toBe(200)
        expect(response.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
        return { workbook, response }
      }
      const { workbook, response } = await workbookOf('?from=2030-03&to=2030-04')
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="projects-report-2030-03-2030-04.xlsx"',
      )
      const projects = workbook.getWorksheet('Projects')!
      expect(projects.getCell('A1').value).toBe(
        'Projects created from 2030-03 to 2030-04 (UTC months), with their figures. Filters: none',
      )
      expect(projects.getCell('B2').value).toBe('Title')
      expect(projects.getRow(5).values).toEqual([
        undefined,
        ids.p1,
        'Data platform for a mutual insurer',
        'Published',
        'Insurance',
        'Marie Curie',
        'Client',
        new Date('2030-03-10T08:00:00Z'),
        new Date('2030-03-10T08:00:00Z'),
        2,
        26,
        1,
        1,
        1,
        30000,
        10000.5,
        30000,
        55282.5,
        12000.6,
      ])
      expect(projects.getCell('B6').value).toBe('Total')
      expect(projects.getCell('I6').value).toEqual({ formula: 'SUM(I3:I5)', result: 3 })
      expect(projects.getCell('Q6').value).toEqual({ formula: 'SUM(Q3:Q5)', result: 55282.5 })
      const months = workbook.getWorksheet('By month')!
      expect(months.getRow(3).values).toEqual([undefined, '2030-03', 3, 2, 2, 1, 1, 1, 30000, 12000.6])
      expect(months.getCell('I5').value).toEqual({ formula: 'SUM(I3:I4)', result: 12000.6 })
      const breakdown = workbook.getWorksheet('Breakdown')!
      expect(breakdown.getRow(2).values).toEqual([undefined, 'Draft', 1])
      expect(breakdown.getRow(7).values).toEqual([undefined, 'Banking', 2, 1, 0, 0])

      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', alice.id).execute()
      try {
        const french = (await workbookOf(`?sector=banking&owner_id=${paul.id}`)).workbook
        const sheet = french.getWorksheet('Projets')!
        expect(sheet.getCell('A1').value).toBe(
          'Projets créés de 2029-05 à 2030-04 (mois UTC), avec leurs chiffres. ' +
            'Filtres : secteur Banque ; propriétaire Paul Partner',
        )
        expect((sheet.getRow(3).values as unknown[]).slice(0, 8)).toEqual([
          undefined,
          ids.p3,
          'Banking risk board',
          'Clos',
          'Banque',
          'Paul Partner',
          'Partenaire exécutif',
          new Date('2030-03-12T10:00:00Z'),
        ])
        expect(sheet.getCell('B5').value).toBe('Total')
        expect(french.getWorksheet('Par mois')).toBeDefined()
      } finally {
        await t.database.db.updateTable('users').set({ language: 'en' }).where('id', '=', alice.id).execute()
      }
    })

    it("shows a project's whole sheet", async () => {
      const sheet = dataOf<ProjectSheet>(await call(t, alice, 'GET', `/api/admin/projects/${ids.p1}/sheet`))
      expect(sheet.project).toMatchObject({
        id: ids.p1,
        status: 'published',
        title: 'Data platform for a mutual insurer',
        kpis: [{ name: 'Claims handled', target: '+20 %' }],
        contact: 'Marie Curie',
      })
      expect(sheet.owner).toEqual({
        user_id: marie.id,
        name: 'Marie Curie',
        role: 'Client',
        email: marie.email,
      })
      expect(sheet.figures).toMatchObject({ applications: 2, hours_to_first_applicant: 26 })
      expect(sheet.applications.map((a) => [a.consultant.first_name, a.state])).toEqual([
        ['Bob', 'expired'],
        ['Ada', 'accepted'],
      ])
      expect(sheet.contracts).toHaveLength(1)
      expect(sheet.contracts[0]).toMatchObject({
        id: contractId,
        state: 'completed',
        my_part: 'admin',
        success_multiple: '1.2000',
        success_fee_due: '12000.60',
        kpi_results: [
          { name: 'Claims handled', target: '+20 %', measured: '+30 %', achievement_percent: 150 },
        ],
      })
      expect(sheet.success_fee).toEqual({ outcome: 'known', contracts_completed: 1, due: '12000.60' })
      expect(
        sheet.reviews
          .map((r) => [r.author.name, r.rating, r.state])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      ).toEqual([
        ['Ada Lovelace', 2, 'hidden'],
        ['Marie Curie', 5, 'published'],
      ])
      const steps = sheet.history.map((h) => `${h.process}:${h.transition}:${h.actor?.name ?? 'platform'}`)
      expect(steps.slice(0, 3)).toEqual([
        'project:create:Marie Curie',
        'project:publish:Marie Curie',
        'application:submit:Ada Lovelace',
      ])
      expect(steps).toContain('contract:countersign:Marie Curie')
      expect(steps).toContain('contract:complete:Marie Curie')
      expect(steps).toContain('review:hide:Alice Admin')
      expect(steps).toContain('application:expire:platform')
      // Paul's and Bob's other moves are other projects'.
      expect(sheet.history.every((h) => h.entity_id !== String(ids.p3))).toBe(true)
      expect(sheet.admin_actions).toEqual([
        {
          id: expect.any(Number),
          action: 'note',
          at: '2030-04-02T09:00:00.000Z',
          admin: { user_id: alice.id, name: 'Alice Admin' },
          changes: { note: 'Checked with the client' },
        },
      ])

      const draftSheet = dataOf<ProjectSheet>(
        await call(t, alice, 'GET', `/api/admin/projects/${ids.p2}/sheet`),
      )
      expect(draftSheet.success_fee).toEqual({ outcome: 'pending', contracts_completed: 0, due: null })
      expect([draftSheet.applications, draftSheet.contracts, draftSheet.reviews]).toEqual([[], [], []])
      expect(draftSheet.owner?.name).toBe('Paul Partner')
    })

    it('answers 404 for an unknown project and 400 for an id that is none', async () => {
      expect(refusal(await call(t, alice, 'GET', '/api/admin/projects/999999/sheet'), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999'])
        expect(refusal(await call(t, alice, 'GET', `/api/admin/projects/${id}/sheet`), 400).code, id).toBe(
          'VALIDATION_FAILED',
        )
    })

    it('finds the projects to open by title, owner or number', async () => {
      const find = async (query: string) =>
        dataOf<AdminProjectPage>(await call(t, alice, 'GET', `/api/admin/projects${query}`))
      expect((await find('')).items.map((item) => item.id)).toEqual([ids.p3, ids.p2, ids.p1])
      expect((await find('?query=BANK')).items.map((item) => item.id)).toEqual([ids.p3, ids.p2])
      expect((await find('?query=curie')).items.map((item) => item.id)).toEqual([ids.p1])
      expect((await find(`?query=%23${ids.p1}`)).items.map((item) => item.id)).toEqual([ids.p1])
      expect((await find('?query=100%25')).total).toBe(0)
      const drafts = await find('?status=draft')
      expect(drafts).toMatchObject({ total: 1, page: 1, page_count: 1 })
      expect(drafts.items[0]).toEqual({
        id: ids.p2,
        title: 'Core banking draft',
        status: 'draft',
        sector: 'banking',
        owner: { user_id: paul.id, name: 'Paul Partner', role: 'ExecPartner' },
        created_at: '2030-03-10T08:00:00.000Z',
      })
    })

    it('refuses bad filters with 400', async () => {
      for (const query of [
        '?status=open',
        '?sector=mars',
        '?owner_id=abc',
        '?owner_id=0',
        '?from=2030-13',
        '?from=2030-05&to=2030-03',
        '?from=2020-01&to=2030-04',
        '?page=0',
        '?page_size=500',
      ])
        for (const path of ['reports', 'reports.xlsx'])
          if (path === 'reports' || !query.startsWith('?page'))
            expect(
              refusal(await call(t, alice, 'GET', `/api/admin/projects/${path}${query}`), 400).code,
              query,
            ).toBe('VALIDATION_FAILED')
      for (const query of ['?status=open', '?page_size=101', `?query=${'x'.repeat(201)}`])
        expect(refusal(await call(t, alice, 'GET', `/api/admin/projects${query}`), 400).code, query).toBe(
          'VALIDATION_FAILED',
        )
    })

    it('is for admins holding the projects group only', async () => {
      const urls = [
        '/api/admin/projects/reports',
        '/api/admin/projects/reports.xlsx',
        '/api/admin/projects',
        `/api/admin/projects/${ids.p1}/sheet`,
      ]
      for (const member of [marie, paul, ada]) await signInAgain(t, member)
      const webmaster = await adminWith(t, ['web_site'])
      const projectsOnly = await adminWith(t, ['projects'])
      for (const url of urls) {
        expect((await call(t, undefined, 'GET', url)).statusCode, url).toBe(401)
        for (const member of [marie, paul, ada])
          expect(refusal(await call(t, member, 'GET', url), 403).code, url).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, webmaster, 'GET', url), 403).code, url).toBe('ADMIN_PERMISSION_MISSING')
        expect((await call(t, projectsOnly, 'GET', url)).statusCode, url).toBe(200)
      }
    })
  })
}
