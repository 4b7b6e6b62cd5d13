import type { PartnerReport } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  applied,
  call,
  consultant,
  dataOf,
  openProject,
  owner,
  refusal,
  signInAgain,
  type Person,
} from '../applications/applications-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

/**
 * A contract of `ownerId` moved through the states and times given, as the contract process records
 * them (one network_transitions row per move): the report reads the table and those rows only.
 */
async function contractThrough(
  t: AccountsTestApp,
  application: { id: string; projectId: number; consultantId: number; ownerId: number },
  fees: { base: string; successDue: string | null },
  moves: Array<[from: string, to: string, at: string]>,
) {
  const id = randomUUID()
  const first = new Date(moves[0]![2])
  const last = moves[moves.length - 1]!
  await t.database.db
    .insertInto('network_contracts')
    .values({
      id,
      application_id: application.id,
      project_id: application.projectId,
      consultant_user_id: application.consultantId,
      owner_user_id: application.ownerId,
      day_rate: '850.00',
      base_fee: fees.base,
      success_fee: '10000.00',
      success_fee_due: fees.successDue,
      bonus_percent: 20,
      malus_percent: 10,
      kpis: '[]',
      starts_on: '2030-04-01',
      ends_on: '2030-06-30',
      state: last[1] as 'draft',
      created_at: first,
      updated_at: new Date(last[2]),
    })
    .execute()
  for (const [from, to, at] of moves)
    await t.database.db
      .insertInto('network_transitions')
      .values({
        process: 'contract',
        entity_id: id,
        transition: to === 'draft' && from === 'initial' ? 'draft' : `to-${to}`,
        from_state: from,
        to_state: to,
        actor_user_id: application.ownerId,
        message: null,
        at: new Date(at),
      })
      .execute()
}

for (const backend of journeyDatabases()) {
  describe(`the executive partner's reports on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-10T08:00:00Z'))
    let t: AccountsTestApp
    let partner: Person
    let otherPartner: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      partner = await owner(t, 'ExecPartner', 'fr')
      otherPartner = await owner(t, 'ExecPartner')

      // March: one project published (and another partner's, not counted).
      const march = await openProject(t, partner)
      await openProject(t, otherPartner)
      // April: a second project; three applications; a contract drafted and signed.
      clock.set(Date.parse('2030-04-05T08:00:00Z'))
      await Promise.all([signInAgain(t, partner), signInAgain(t, otherPartner)])
      const april = await openProject(t, partner)
      const ada = await consultant(t)
      const bob = await consultant(t)
      const first = await applied(t, ada, march.id)
      await applied(t, bob, march.id)
      const theirs = await applied(t, bob, (await openProject(t, otherPartner)).id)
      // Closing and reopening is not a second publication.
      dataOf(await call(t, partner, 'POST', `/api/network/projects/${april.id}/close`))
      dataOf(await call(t, partner, 'POST', `/api/network/projects/${april.id}/reopen`))

      const mine = { projectId: march.id, consultantId: ada.id, ownerId: partner.id }
      await contractThrough(t, { ...mine, id: first.id }, { base: '30000.00', successDue: '12500.50' }, [
        ['initial', 'draft', '2030-04-06T10:00:00Z'],
        ['draft', 'draft', '2030-04-07T10:00:00Z'],
        ['draft', 'signed', '2030-04-20T10:00:00Z'],
        ['signed', 'active', '2030-04-21T10:00:00Z'],
        ['active', 'completed', '2030-05-15T10:00:00Z'],
      ])
      const second = await applied(t, ada, april.id)
      await contractThrough(
        t,
        { ...mine, projectId: april.id, id: second.id },
        { base: '5000.25', successDue: null },
        [
          ['initial', 'draft', '2030-05-02T10:00:00Z'],
          ['draft', 'signed', '2030-05-03T23:59:59Z'],
        ],
      )
      await contractThrough(
        t,
        { id: theirs.id, projectId: theirs.project.id, consultantId: bob.id, ownerId: otherPartner.id },
        { base: '99999.00', successDue: '99999.00' },
        [
          ['initial', 'draft', '2030-04-06T10:00:00Z'],
          ['draft', 'signed', '2030-04-20T10:00:00Z'],
        ],
      )
      clock.set(Date.parse('2030-05-20T08:00:00Z'))
      await Promise.all([signInAgain(t, partner), signInAgain(t, otherPartner)])
    })
    afterAll(() => t.close())

    const report = async (who: Person, query = '') =>
      dataOf<PartnerReport>(await call(t, who, 'GET', `/api/network/reports${query}`))

    it('counts by month over the last 12 months by default', async () => {
      const got = await report(partner)
      expect(got.from).toBe('2029-06')
      expect(got.to).toBe('2030-05')
      expect(got.months.map((m) => m.month)).toEqual([
        '2029-06',
        '2029-07',
        '2029-08',
        '2029-09',
        '2029-10',
        '2029-11',
        '2029-12',
        '2030-01',
        '2030-02',
        '2030-03',
        '2030-04',
        '2030-05',
      ])
      const month = (m: string) => got.months.find((row) => row.month === m)
      expect(month('2030-03')).toEqual({
        month: '2030-03',
        projects_published: 1,
        applications_received: 0,
        contracts_drafted: 0,
        contracts_signed: 0,
        contracts_completed: 0,
        contracted_fees: '0.00',
        success_fees_due: '0.00',
      })
      expect(month('2030-04')).toEqual({
        month: '2030-04',
        projects_published: 1,
        applications_received: 3,
        contracts_drafted: 1,
        contracts_signed: 1,
        contracts_completed: 0,
        contracted_fees: '30000.00',
        success_fees_due: '0.00',
      })
      expect(month('2030-05')).toEqual({
        month: '2030-05',
        projects_published: 0,
        applications_received: 0,
        contracts_drafted: 1,
        contracts_signed: 1,
        contracts_completed: 1,
        contracted_fees: '5000.25',
        success_fees_due: '12500.50',
      })
      expect(got.totals).toEqual({
        projects_published: 2,
        applications_received: 3,
        contracts_drafted: 2,
        contracts_signed: 2,
        contracts_completed: 1,
        contracted_fees: '35000.25',
        success_fees_due: '12500.50',
      })
    })

    it('takes a period, and counts nothing of another partner', async () => {
      const april = await report(partner, '?from=2030-04&to=2030-04')
      expect(april.months).toHaveLength(1)
      expect(april.totals.applications_received).toBe(3)
      const theirs = await report(otherPartner, '?from=2030-03&to=2030-05')
      expect(theirs.totals).toMatchObject({
        projects_published: 2,
        applications_received: 1,
        contracts_signed: 1,
        contracted_fees: '99999.00',
      })
    })

    it('exports the same figures as an Excel workbook in the partner’s language', async () => {
      const response = await call(t, partner, 'GET', '/api/network/reports.xlsx?from=2030-03&to=2030-05')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="report-2030-03-2030-05.xlsx"',
      )
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('Rapport')!
      expect(sheet.getRow(2).values).toEqual([
        undefined,
        'Mois',
        'Projets publiés',
        'Candidatures reçues',
        'Contrats rédigés',
        'Contrats signés',
        'Contrats terminés',
        'Honoraires contractés €',
        'Success fees dues €',
      ])
      expect(sheet.getRow(4).values).toEqual([undefined, '2030-04', 1, 3, 1, 1, 0, 30000, 0])
      expect(sheet.getRow(5).values).toEqual([undefined, '2030-05', 0, 0, 1, 1, 1, 5000.25, 12500.5])
      const totals = sheet.getRow(6)
      expect(totals.getCell(1).value).toBe('Total')
      expect(totals.getCell(3).value).toEqual({ formula: 'SUM(C3:C5)', result: 3 })
      expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G3:G5)', result: 35000.25 })
    })

    it('is the executive partners’ alone, and refuses a bad period with 400', async () => {
      const client = await owner(t, 'Client')
      const ada = await consultant(t)
      for (const who of [client, ada])
        for (const url of ['/api/network/reports', '/api/network/reports.xlsx'])
          expect(refusal(await call(t, who, 'GET', url), 403).code).toBe('ROLE_FORBIDDEN')
      expect((await call(t, undefined, 'GET', '/api/network/reports')).statusCode).toBe(401)
      for (const query of [
        'from=2030-13',
        'from=2030-1',
        'to=abc',
        'from=1999-12',
        'from=2030-05&to=2030-04',
        'from=2020-01&to=2030-01',
        'from=2031-01',
      ])
        expect(refusal(await call(t, partner, 'GET', `/api/network/reports?${query}`), 400).code, query).toBe(
          'VALIDATION_FAILED',
        )
    })
  })
}
