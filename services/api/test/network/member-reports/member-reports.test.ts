import type { MemberReport } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import {
  adminWith,
  call,
  dataOf,
  newPerson,
  refusal,
  seedMember,
  type Person,
} from './member-reports-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`the member admin areas' reports on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-20T08:00:00Z'))
    let t: AccountsTestApp
    let alice: Person
    /** The consultants, by what they are in the tests. */
    const c: Record<'approved' | 'pending' | 'rejected' | 'suspended' | 'fresh', number> = {
      approved: 0,
      pending: 0,
      rejected: 0,
      suspended: 0,
      fresh: 0,
    }
    let acme = 0

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      alice = await newPerson(t, 'Admin')
      await t.database.db
        .updateTable('users')
        .set({ first_name: 'Alice', last_name: 'Admin' })
        .where('id', '=', alice.id)
        .execute()
      const consultant = { role: 'Consultant' as const }
      c.approved = (
        await seedMember(t, {
          ...consultant,
          lastName: 'Approved',
          registeredAt: '2030-01-15T10:00:00Z',
          status: 'APPROVED',
          approvedAt: '2030-02-01T10:00:00Z',
          sectors: ['banking'],
          practices: ['strategy'],
          seniority: 'Senior',
        })
      ).id
      c.pending = (
        await seedMember(t, {
          ...consultant,
          lastName: 'Pendingfield',
          registeredAt: '2030-03-10T10:00:00Z',
          status: 'PENDING',
          sectors: ['energy'],
          practices: ['data-ai'],
          seniority: 'Junior',
        })
      ).id
      c.rejected = (
        await seedMember(t, {
          ...consultant,
          lastName: 'Rejected',
          registeredAt: '2030-03-20T10:00:00Z',
          status: 'REJECTED',
          sectors: ['banking', 'energy'],
          practices: ['data-ai'],
          seniority: 'Lead',
        })
      ).id
      c.suspended = (
        await seedMember(t, {
          ...consultant,
          lastName: 'Suspended',
          registeredAt: '2030-04-05T10:00:00Z',
          status: 'APPROVED',
          approvedAt: '2030-04-10T10:00:00Z',
          sectors: ['retail'],
          practices: ['strategy'],
          seniority: 'Senior',
          suspended: true,
        })
      ).id
      // Registered, no onboarding step saved yet: onboarding.
      c.fresh = (
        await seedMember(t, { ...consultant, lastName: 'Fresh', registeredAt: '2030-05-02T10:00:00Z' })
      ).id
      // Not counted: an erased consultant, other roles.
      await seedMember(t, {
        ...consultant,
        registeredAt: '2030-03-01T10:00:00Z',
        status: 'APPROVED',
        erased: true,
      })
      acme = (
        await seedMember(t, {
          role: 'Client',
          lastName: 'Coyote',
          registeredAt: '2030-02-11T10:00:00Z',
          status: 'APPROVED',
          approvedAt: '2030-02-12T10:00:00Z',
          company: { name: 'Acme Corp', sector: 'banking' },
        })
      ).id
      await seedMember(t, {
        role: 'Client',
        registeredAt: '2030-02-15T10:00:00Z',
        status: 'PENDING',
        company: { name: 'Globex', sector: 'energy' },
      })
      await seedMember(t, { role: 'ExecPartner', registeredAt: '2030-02-01T10:00:00Z', status: 'APPROVED' })
    })
    afterAll(() => t.close())

    const report = async (query: string, who: Person = alice) =>
      dataOf<MemberReport>(await call(t, who, 'GET', `/api/admin/network/member-reports?${query}`))
    const ids = (got: MemberReport) => got.members.items.map((row) => row.user_id)
    const zero = { ONBOARDING: 0, PENDING: 0, APPROVED: 0, REJECTED: 0, SUSPENDED: 0 }

    it('lists the role’s members newest first, counts them by state and draws the trend by month', async () => {
      const got = await report('role=Consultant&registered_from=2030-01-01&registered_to=2030-05-31')
      expect(got.counts).toEqual({ ONBOARDING: 1, PENDING: 1, APPROVED: 1, REJECTED: 1, SUSPENDED: 1 })
      expect(got.total).toBe(5)
      expect(ids(got)).toEqual([c.fresh, c.suspended, c.rejected, c.pending, c.approved])
      expect(got.trend).toEqual({
        from: '2030-01',
        to: '2030-05',
        months: [
          { month: '2030-01', registrations: 1, approvals: 0 },
          { month: '2030-02', registrations: 0, approvals: 1 },
          { month: '2030-03', registrations: 2, approvals: 0 },
          { month: '2030-04', registrations: 1, approvals: 1 },
          { month: '2030-05', registrations: 1, approvals: 0 },
        ],
      })
      const approved = got.members.items.find((row) => row.user_id === c.approved)
      expect(approved).toMatchObject({
        last_name: 'Approved',
        state: 'APPROVED',
        registered_at: '2030-01-15T10:00:00.000Z',
        approved_at: '2030-02-01T10:00:00.000Z',
        sectors: ['banking'],
        practices: ['strategy'],
        seniority: 'Senior',
        company_name: null,
        rating: null,
        review_count: 0,
      })
      expect(approved?.email).toContain('@example.com')
      expect(got.members.items.find((row) => row.user_id === c.fresh)).toMatchObject({
        state: 'ONBOARDING',
        sectors: [],
        approved_at: null,
      })
      expect(got.members.items.find((row) => row.user_id === c.suspended)?.state).toBe('SUSPENDED')
    })

    it('filters by sector, practice, seniority, state, name and dates; the counts leave the state out', async () => {
      const banking = await report('role=Consultant&sector=banking')
      expect(ids(banking)).toEqual([c.rejected, c.approved])
      expect(banking.counts).toEqual({ ...zero, APPROVED: 1, REJECTED: 1 })
      const approvedBanking = await report('role=Consultant&sector=banking&state=APPROVED')
      expect(ids(approvedBanking)).toEqual([c.approved])
      expect(approvedBanking.total).toBe(1)
      expect(approvedBanking.counts).toEqual(banking.counts)
      expect(ids(await report('role=Consultant&practice=data-ai&seniority=Lead'))).toEqual([c.rejected])
      expect(ids(await report('role=Consultant&state=SUSPENDED'))).toEqual([c.suspended])
      expect(ids(await report('role=Consultant&state=ONBOARDING'))).toEqual([c.fresh])
      expect(ids(await report('role=Consultant&query=pendingf'))).toEqual([c.pending])
      const march = await report('role=Consultant&registered_from=2030-03-15&registered_to=2030-04-30')
      expect(ids(march)).toEqual([c.suspended, c.rejected])
      // The trend is the dates' months; registrations within the dates, approvals made in them.
      expect(march.trend.months).toEqual([
        { month: '2030-03', registrations: 1, approvals: 0 },
        { month: '2030-04', registrations: 1, approvals: 1 },
      ])
      // The trend follows the other filters too.
      const approvedTrend = (await report('role=Consultant&state=APPROVED')).trend.months
      expect(approvedTrend.map((m) => m.approvals).reduce((a, b) => a + b)).toBe(1)
    })

    it('draws the last 12 months without dates, and at most 60 months', async () => {
      const got = await report('role=Consultant')
      expect([got.trend.from, got.trend.to, got.trend.months.length]).toEqual(['2029-06', '2030-05', 12])
      expect(got.total).toBe(5)
      const long = await report('role=Consultant&registered_from=2015-01-01&registered_to=2030-05-31')
      expect([long.trend.from, long.trend.to, long.trend.months.length]).toEqual(['2025-06', '2030-05', 60])
      expect(long.total).toBe(5)
    })

    it('gives a page of the table at a time', async () => {
      const second = await report('role=Consultant&page_size=2&page=2')
      expect(ids(second)).toEqual([c.rejected, c.pending])
      expect(second.members).toMatchObject({ total: 5, page: 2, page_size: 2, page_count: 3 })
    })

    it('reads a client’s sector from its company', async () => {
      const clients = await report('role=Client&sector=banking')
      expect(ids(clients)).toEqual([acme])
      expect(clients.members.items[0]).toMatchObject({ company_name: 'Acme Corp', sectors: ['banking'] })
      expect((await report('role=Client')).counts).toEqual({ ...zero, APPROVED: 1, PENDING: 1 })
      expect((await report('role=ExecPartner')).total).toBe(1)
    })

    it('exports the filtered members and the summary to Excel, in the admin’s language', async () => {
      const sheetOf = async (query: string) => {
        const response = await call(t, alice, 'GET', `/api/admin/network/member-reports.xlsx?${query}`)
        expect(response.statusCode, response.body).toBe(200)
        expect(response.headers['content-type']).toContain('spreadsheetml')
        expect(response.headers['content-disposition']).toContain('members-consultant-2030-05-20.xlsx')
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
        return workbook
      }
      const english = await sheetOf('role=Consultant&sector=banking&registered_from=2030-01-01')
      const members = english.getWorksheet('Members')!
      expect(members.getCell('A1').value).toBe(
        'Consultants: members, sector Banking, registered from 2030-01-01',
      )
      expect(members.getRow(2).values).toEqual([
        undefined,
        'Last name',
        'First name',
        'E-mail',
        'State',
        'Registered',
        'Approved',
        'Sectors',
        'Practices',
        'Seniority',
        'Rating',
        'Reviews',
      ])
      // Every member the filters keep, newest first; dates as dates.
      expect(members.rowCount).toBe(4)
      expect(members.getCell('A3').value).toBe('Rejected')
      expect(members.getCell('D3').value).toBe('Rejected')
      expect(members.getCell('G3').value).toBe('Banking, Energy & utilities')
      expect(members.getCell('A4').value).toBe('Approved')
      expect(members.getCell('E4').value).toEqual(new Date('2030-01-15T10:00:00Z'))
      expect(members.getCell('F4').value).toEqual(new Date('2030-02-01T10:00:00Z'))
      expect(members.getCell('I4').value).toBe('Senior')
      const summary = english.getWorksheet('Summary')!
      expect(summary.getCell('A4').value).toBe('Approved')
      expect(summary.getCell('B4').value).toBe(1)
      expect(summary.getCell('B5').value).toBe(1)
      expect(summary.getCell('A8').value).toBe('By month, 2030-01 to 2030-05 (UTC months)')
      expect(summary.getCell('A9').value).toBe('Month')
      expect(summary.getCell('A10').value).toBe('2030-01')
      expect(summary.getCell('A15').value).toBe('Total')
      expect(summary.getCell('B15').value).toEqual({ formula: 'SUM(B10:B14)', result: 2 })
      expect(summary.getCell('C15').value).toEqual({ formula: 'SUM(C10:C14)', result: 1 })

      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', alice.id).execute()
      try {
        const french = await sheetOf('role=Consultant&state=SUSPENDED')
        const membres = french.getWorksheet('Membres')!
        expect(membres.getCell('A1').value).toBe('Consultants : membres, état Suspendu')
        expect(membres.getCell('D3').value).toBe('Suspendu')
        expect(french.getWorksheet('Synthèse')!.getCell('A2').value).toBe('Inscription en cours')
      } finally {
        await t.database.db.updateTable('users').set({ language: 'en' }).where('id', '=', alice.id).execute()
      }
    })

    it('gives clients their company column and no practice or seniority', async () => {
      const response = await call(t, alice, 'GET', '/api/admin/network/member-reports.xlsx?role=Client')
      expect(response.statusCode, response.body).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('Members')!
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
        'Last name',
        'First name',
        'E-mail',
        'State',
        'Registered',
        'Approved',
        'Company',
        'Sectors',
        'Rating',
        'Reviews',
      ])
      expect(sheet.getCell('G4').value).toBe('Acme Corp')
    })

    it('refuses filters that are not the role’s, unknown values and dates out of order', async () => {
      for (const query of [
        '',
        'role=IQStem',
        'role=Admin',
        'role=Client&practice=strategy',
        'role=Client&seniority=Lead',
        'role=Consultant&state=ACTIVE',
        'role=Consultant&sector=space',
        'role=Consultant&registered_from=2030-05-01&registered_to=2030-04-01',
        'role=Consultant&registered_from=2030-02-30',
        'role=Consultant&registered_to=May',
        'role=Consultant&page_size=500',
        'role=Consultant&page=0',
      ])
        for (const path of ['member-reports', 'member-reports.xlsx']) {
          if (path.endsWith('xlsx') && query.includes('page')) continue
          expect(
            refusal(await call(t, alice, 'GET', `/api/admin/network/${path}?${query}`), 400).code,
            `${path}?${query}`,
          ).toBe('VALIDATION_FAILED')
        }
    })

    it('is for admins holding the role’s group', async () => {
      const clientsAdmin = await adminWith(t, 'clients')
      const member = await newPerson(t, 'Consultant')
      for (const path of ['member-reports', 'member-reports.xlsx']) {
        const url = `/api/admin/network/${path}?role=Consultant`
        expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401)
        expect(refusal(await call(t, member, 'GET', url), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, clientsAdmin, 'GET', url), 403).code).toBe('ADMIN_PERMISSION_MISSING')
        expect(
          (await call(t, clientsAdmin, 'GET', `/api/admin/network/${path}?role=Client`)).statusCode,
        ).toBe(200)
      }
      const partnersAdmin = await adminWith(t, 'exec_partners')
      expect((await report('role=ExecPartner', partnersAdmin)).total).toBe(1)
    })
  })
}
