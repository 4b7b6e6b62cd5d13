import type { AdminLead, AdminLeadPage, Lead, MyProject, NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadProcess } from '../../../../src/network/iqstem/leads/lead-process.js'
import { runTransition } from '../../../../src/network/workflow/apply-transition.js'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import { consultant, drafted, owner } from '../../contracts/contracts-test-kit.js'
import {
  act,
  admin,
  adminLeadOf,
  brought,
  call,
  dataOf,
  leadOf,
  member,
  newPerson,
  qualified,
  refusal,
  rowCount,
  setStatus,
  type Person,
} from './leads-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`admins work the leads on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-01T08:00:00Z'))
    let t: AccountsTestApp
    let iris: Person
    let boss: Person
    let second: Person
    let client: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      iris = await member(t)
      boss = await admin(t, ['Ada', 'Admin'])
      second = await admin(t, ['Bob', 'Bureau'])
      client = await owner(t)
      await setStatus(t, client, 'APPROVED')
    })
    afterAll(() => t.close())

    const noticesOf = async (who: Person) =>
      dataOf<NotificationPage>(await call(t, who, 'GET', '/api/network/notifications')).items
    const mailsTo = (who: Person) => t.mails.filter((mail) => mail.to === who.email)
    const system = { role: 'system', userId: null } as const
    const moveBySystem = (id: number, transition: 'contract' | 'pay') =>
      runTransition(t.app.db, leadProcess, { entityId: id, transition, actor: system, at: clock.date() })

    /** A converted lead of `who` (its project owned by the test's client) and its answer. */
    async function converted(who: Person = iris): Promise<AdminLead> {
      const lead = await qualified(t, who, boss)
      return dataOf<AdminLead>(await act(t, boss, lead.id, 'convert', { owner_email: client.email }))
    }

    it('qualifies a submitted lead: the notes, the admin as representative, the member told by mail', async () => {
      const lead = await brought(t, iris, { company: 'Qualif SA' })
      const answer = dataOf<AdminLead>(
        await act(t, boss, lead.id, 'qualify', { notes: 'Met the CFO.\nBudget confirmed.' }),
      )
      expect(answer).toMatchObject({
        state: 'qualified',
        representative: { user_id: boss.id, name: 'Ada Admin' },
        representative_notes: 'Met the CFO.\nBudget confirmed.',
        member: { user_id: iris.id, name: 'Iris Stem', email: iris.email },
      })
      expect(answer.history.map((h) => [h.transition, h.from_state, h.to_state, h.by, h.by_name])).toEqual([
        ['submit', 'initial', 'submitted', 'member', 'Iris Stem'],
        ['qualify', 'submitted', 'qualified', 'admin', 'Ada Admin'],
      ])
      // The member sees the notes and the representative's name; the history says "admin", no name.
      const mine = await leadOf(t, iris, lead.id)
      expect(mine).toMatchObject({ state: 'qualified', representative: { name: 'Ada Admin' } })
      expect(mine.representative_notes).toBe('Met the CFO.\nBudget confirmed.')
      expect(mine.history.at(-1)).toMatchObject({
        by: 'admin',
        by_name: null,
        message: 'Met the CFO.\nBudget confirmed.',
      })
      const [notice] = await noticesOf(iris)
      expect(notice).toMatchObject({
        kind: 'lead.qualified',
        params: { company: 'Qualif SA', message: 'Met the CFO.\nBudget confirmed.' },
        link: `/my-iqstem/my-leads/${lead.id}`,
      })
      const mail = mailsTo(iris).at(-1)!
      expect(mail.subject).toBe('Your lead "Qualif SA" is qualified')
      expect(mail.text).toContain('Budget confirmed.')
      expect(mail.text).toContain(`/my-iqstem/my-leads/${lead.id}`)
      // Qualified once: not again.
      expect(refusal(await act(t, boss, lead.id, 'qualify', { notes: 'Again' }), 409)).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'qualified', transition: 'qualify' },
      })
    })

    it('keeps the representative already assigned when another admin qualifies', async () => {
      const lead = await brought(t, iris)
      const assigned = dataOf<AdminLead>(
        await act(t, boss, lead.id, 'assign', { representative_user_id: second.id }),
      )
      expect(assigned).toMatchObject({
        state: 'submitted',
        representative: { user_id: second.id, name: 'Bob Bureau' },
      })
      const done = dataOf<AdminLead>(await act(t, boss, lead.id, 'qualify', { notes: 'Called' }))
      expect(done.representative).toEqual({ user_id: second.id, name: 'Bob Bureau' })
      expect(done.history.map((h) => [h.transition, h.by_name])).toEqual([
        ['submit', 'Iris Stem'],
        ['assign', 'Ada Admin'],
        ['qualify', 'Ada Admin'],
      ])
      // Assigning tells the member nothing; qualifying does.
      expect(
        (await noticesOf(iris)).filter((n) => n.link.endsWith(`/${lead.id}`)).map((n) => n.kind),
      ).toEqual(['lead.qualified'])
    })

    it('assigns only an admin account as representative (422 REPRESENTATIVE_INVALID), changing nothing', async () => {
      const lead = await brought(t, iris)
      const gone = await admin(t, ['Gone', 'Admin'])
      await t.app.eraseAccount(gone.id)
      const before = await rowCount(t, 'network_transitions')
      for (const id of [iris.id, client.id, gone.id, 999_999_999])
        expect(
          refusal(await act(t, boss, lead.id, 'assign', { representative_user_id: id }), 422),
        ).toMatchObject({ code: 'REPRESENTATIVE_INVALID' })
      expect(await rowCount(t, 'network_transitions')).toBe(before)
      expect((await adminLeadOf(t, boss, lead.id)).representative).toBeNull()
      // Admins can pick from the live admin accounts only.
      const list = dataOf<{ items: { user_id: number; name: string; email: string }[] }>(
        await call(t, boss, 'GET', '/api/admin/iqstem/representatives'),
      )
      const ids = list.items.map((item) => item.user_id)
      expect(ids).toEqual(expect.arrayContaining([boss.id, second.id]))
      expect(ids).not.toContain(gone.id)
      expect(ids).not.toContain(iris.id)
      expect(list.items.find((item) => item.user_id === boss.id)).toEqual({
        user_id: boss.id,
        name: 'Ada Admin',
        email: boss.email,
      })
    })

    it('writes notes at any live state until contracted, and refuses them once lost or paid', async () => {
      const lead = await converted()
      const noted = dataOf<AdminLead>(await act(t, second, lead.id, 'notes', { notes: 'Kick-off on Monday' }))
      expect(noted).toMatchObject({ state: 'converted', representative_notes: 'Kick-off on Monday' })
      expect(noted.history.at(-1)).toMatchObject({
        transition: 'notes',
        from_state: 'converted',
        to_state: 'converted',
        by_name: 'Bob Bureau',
        message: 'Kick-off on Monday',
      })
      await moveBySystem(lead.id, 'contract')
      expect(dataOf<AdminLead>(await act(t, boss, lead.id, 'notes', { notes: 'Signed' })).state).toBe(
        'contracted',
      )
      // Contracted: the representative's work is done; no new one.
      expect(
        refusal(await act(t, boss, lead.id, 'assign', { representative_user_id: boss.id }), 409).code,
      ).toBe('TRANSITION_NOT_ALLOWED')
      await moveBySystem(lead.id, 'pay')
      expect(refusal(await act(t, boss, lead.id, 'notes', { notes: 'x' }), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
      const lost = await brought(t, iris)
      dataOf(await act(t, boss, lost.id, 'lose', { reason: 'Gone quiet' }))
      expect(refusal(await act(t, boss, lost.id, 'notes', { notes: 'x' }), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
    })

    it('converts a qualified lead into a draft project pre-filled for its owner, in one step', async () => {
      const lead = await brought(t, iris, {
        company: 'Assurances Réunies',
        contact_name: 'Paul Durand',
        contact_role: 'COO',
        sector: 'banking',
        need: `${'Modernise the claims chain '.repeat(8)}\nSecond line of the need.`,
        budget: '45000.5',
      })
      dataOf(await act(t, boss, lead.id, 'qualify', { notes: 'OK' }))
      const projectsBefore = await rowCount(t, 'projects')
      const answer = dataOf<AdminLead>(
        await act(t, boss, lead.id, 'convert', { owner_email: client.email.toUpperCase() }),
      )
      expect(answer.state).toBe('converted')
      expect(answer.project).toMatchObject({ status: 'draft' })
      expect(await rowCount(t, 'projects')).toBe(projectsBefore + 1)
      const project = dataOf<MyProject>(
        await call(t, client, 'GET', `/api/network/projects/${answer.project!.id}`),
      )
      const firstLine = 'Modernise the claims chain '.repeat(8).trim().slice(0, 150).trimEnd()
      expect(project).toMatchObject({
        status: 'draft',
        title: `Assurances Réunies: ${firstLine}`,
        sector: 'banking',
        description: lead.need,
        base_fee: '45000.50',
        contact: 'Paul Durand (COO)',
        kpis: [],
      })
      expect(project.title.length).toBeLessThanOrEqual(200)
      expect(project.history).toEqual([
        expect.objectContaining({ transition: 'create', from_state: 'initial', to_state: 'draft' }),
      ])
      const recorded = await t.database.db
        .selectFrom('network_transitions')
        .select('actor_user_id')
        .where('process', '=', 'project')
        .where('entity_id', '=', String(answer.project!.id))
        .executeTakeFirstOrThrow()
      expect(Number(recorded.actor_user_id)).toBe(boss.id)
      // The member sees the project and is told.
      const mine = await leadOf(t, iris, lead.id)
      expect(mine.project).toEqual({ id: answer.project!.id, title: project.title, status: 'draft' })
      expect((await noticesOf(iris))[0]).toMatchObject({
        kind: 'lead.converted',
        params: { company: 'Assurances Réunies' },
      })
      // Converted once.
      expect(refusal(await act(t, boss, lead.id, 'convert', { owner_email: client.email }), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
    })

    it('converts only for an approved, live client or executive partner (422 LEAD_OWNER_INVALID), writing nothing', async () => {
      const lead = await qualified(t, iris, boss)
      const pendingClient = await owner(t)
      await setStatus(t, pendingClient, 'PENDING')
      const noRowClient = await newPerson(t, 'Client')
      const consultantMember = await member(t, 'Consultant')
      const erased = await owner(t)
      await setStatus(t, erased, 'APPROVED')
      await t.app.eraseAccount(erased.id)
      const before = [await rowCount(t, 'projects'), await rowCount(t, 'network_transitions')]
      for (const email of [
        'nobody@nowhere.example',
        pendingClient.email,
        noRowClient.email,
        consultantMember.email,
        iris.email,
        boss.email,
        erased.email,
      ])
        expect(refusal(await act(t, boss, lead.id, 'convert', { owner_email: email }), 422).code, email).toBe(
          'LEAD_OWNER_INVALID',
        )
      expect([await rowCount(t, 'projects'), await rowCount(t, 'network_transitions')]).toEqual(before)
      expect((await adminLeadOf(t, boss, lead.id)).state).toBe('qualified')
      // An approved executive partner may own it.
      const partner = await owner(t, 'ExecPartner')
      await setStatus(t, partner, 'APPROVED')
      const done = dataOf<AdminLead>(await act(t, boss, lead.id, 'convert', { owner_email: partner.email }))
      expect(done.state).toBe('converted')
      // Only a qualified lead converts.
      const fresh = await brought(t, iris)
      expect(
        refusal(await act(t, boss, fresh.id, 'convert', { owner_email: client.email }), 409),
      ).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'submitted', transition: 'convert' },
      })
    })

    it('marks a lead lost from submitted, qualified or converted, with the reason, and tells the member in French', async () => {
      const french = await member(t, 'IQStem', { language: 'fr', name: ['Léa', 'Roux'] })
      const submitted = await brought(t, french, { company: 'Perdu SA' })
      const qualifiedLead = await qualified(t, french, boss)
      const convertedLead = await converted(french)
      for (const lead of [submitted, qualifiedLead, convertedLead]) {
        const lost = dataOf<AdminLead>(await act(t, boss, lead.id, 'lose', { reason: 'Budget frozen' }))
        expect(lost).toMatchObject({ state: 'lost', lost_reason: 'Budget frozen' })
        expect(lost.history.at(-1)).toMatchObject({
          transition: 'lose',
          to_state: 'lost',
          message: 'Budget frozen',
        })
        expect(refusal(await act(t, boss, lead.id, 'lose', { reason: 'Again' }), 409).code).toBe(
          'TRANSITION_NOT_ALLOWED',
        )
      }
      expect((await leadOf(t, french, submitted.id)).lost_reason).toBe('Budget frozen')
      const notice = (await noticesOf(french)).find((n) => n.link === `/my-iqstem/my-leads/${submitted.id}`)
      expect(notice).toMatchObject({
        kind: 'lead.lost',
        params: { company: 'Perdu SA', message: 'Budget frozen' },
      })
      const mail = mailsTo(french).find((m) => m.subject.includes('Perdu SA'))!
      expect(mail.subject).toBe('Votre piste « Perdu SA » a été classée perdue')
      expect(mail.text).toContain('La raison :')
      expect(mail.html).toContain('Budget frozen')
      // A contracted lead is no longer lost.
      const contracted = await converted()
      await moveBySystem(contracted.id, 'contract')
      expect(refusal(await act(t, boss, contracted.id, 'lose', { reason: 'x' }), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
    })

    it('lets only the system take contract and pay, in order, telling the member of the contract', async () => {
      const lead = await converted()
      await expect(
        runTransition(t.app.db, leadProcess, {
          entityId: lead.id,
          transition: 'contract',
          actor: { role: 'admin', userId: boss.id },
          at: clock.date(),
        }),
      ).rejects.toMatchObject({ code: 'TRANSITION_FORBIDDEN' })
      await expect(moveBySystem(lead.id, 'pay')).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' })
      await moveBySystem(lead.id, 'contract')
      expect((await noticesOf(iris))[0]).toMatchObject({
        kind: 'lead.contracted',
        link: `/my-iqstem/my-leads/${lead.id}`,
      })
      await moveBySystem(lead.id, 'pay')
      const paid = await adminLeadOf(t, boss, lead.id)
      expect(paid.state).toBe('paid')
      expect(paid.history.slice(-2).map((h) => [h.transition, h.by, h.by_name])).toEqual([
        ['contract', 'system', null],
        ['pay', 'system', null],
      ])
      // Paid is final.
      for (const [action, body] of [
        ['lose', { reason: 'x' }],
        ['qualify', { notes: 'x' }],
        ['convert', { owner_email: client.email }],
      ] as const)
        expect(refusal(await act(t, boss, lead.id, action, body), 409).code).toBe('TRANSITION_NOT_ALLOWED')
    })

    it("shows the commission the lead's contracts earned, summed, to the member and admins", async () => {
      const lead = await converted()
      const ada = await consultant(t)
      const contractOwner = await owner(t)
      const contracts = [await drafted(t, contractOwner, ada), await drafted(t, contractOwner, ada)]
      const commission = (
        contractId: string,
        amount: string,
        paid: string,
        state: 'accrued' | 'partly_paid' | 'paid',
      ) =>
        t.database.db
          .insertInto('iqstem_commissions')
          .values({
            member_user_id: iris.id,
            programme: 'lead',
            lead_id: lead.id,
            contract_id: contractId,
            base_eur: '10000.00',
            rate_percent: '5.00',
            amount_eur: amount,
            paid_eur: paid,
            state,
            accrued_at: clock.date(),
          })
          .execute()
      await commission(contracts[0]!.id, '500.10', '500.10', 'paid')
      expect((await leadOf(t, iris, lead.id)).commission).toEqual({
        amount: '500.10',
        paid: '500.10',
        state: 'paid',
      })
      await commission(contracts[1]!.id, '250.05', '0', 'accrued')
      expect((await leadOf(t, iris, lead.id)).commission).toEqual({
        amount: '750.15',
        paid: '500.10',
        state: 'partly_paid',
      })
      expect((await adminLeadOf(t, boss, lead.id)).commission).toMatchObject({ amount: '750.15' })
    })

    it('lists every lead for admins: by state, member or search, paged, with counts of the search', async () => {
      const otto = await member(t, 'ExecPartner', { name: ['Otto', 'Zimmer'] })
      const a = await brought(t, otto, { company: 'Zeta Widgets', contact_name: 'Hanna Berg' })
      const b = await brought(t, otto, {
        company: 'Omega 100% Foods',
        contact_email: 'boss@omega-foods.example',
      })
      dataOf(await act(t, boss, b.id, 'qualify', { notes: 'ok' }))
      const page = async (query: string) =>
        dataOf<AdminLeadPage>(await call(t, boss, 'GET', `/api/admin/iqstem/leads?${query}`))
      const byMember = await page(`member_id=${otto.id}`)
      expect(byMember.items.map((lead) => lead.id)).toEqual([b.id, a.id])
      expect(byMember.items[0]).toMatchObject({
        member: { user_id: otto.id, name: 'Otto Zimmer' },
        representative: { user_id: boss.id, name: 'Ada Admin' },
      })
      expect(byMember.counts).toEqual({
        submitted: 1,
        qualified: 1,
        converted: 0,
        contracted: 0,
        paid: 0,
        lost: 0,
      })
      expect(byMember).toMatchObject({ total: 2, page: 1, page_size: 20, page_count: 1 })
      const onlyQualified = await page(`member_id=${otto.id}&state=qualified`)
      expect(onlyQualified.items.map((lead) => lead.id)).toEqual([b.id])
      expect(onlyQualified.total).toBe(1)
      expect(onlyQualified.counts.submitted).toBe(1)
      for (const [query, expected] of [
        ['query=zeta', [a.id]],
        ['query=hanna%20berg', [a.id]],
        ['query=omega-foods', [b.id]],
        ['query=100%25', [b.id]],
        ['query=otto%20zim', [b.id, a.id]],
      ] as const) {
        const found = await page(query)
        expect(
          found.items.map((lead) => lead.id),
          query,
        ).toEqual(expected)
      }
      const paged = await page('page=2&page_size=1')
      expect(paged.items).toHaveLength(1)
      expect(paged.page_count).toBe(paged.total)
      for (const query of ['page=0', 'page_size=101', 'state=won', 'member_id=x'])
        expect(refusal(await call(t, boss, 'GET', `/api/admin/iqstem/leads?${query}`), 400).code).toBe(
          'VALIDATION_FAILED',
        )
    })

    it('keeps the admin routes to admins: members 403, guests 401, a missing lead 404', async () => {
      const lead = await brought(t, iris)
      const reads = [
        '/api/admin/iqstem/leads',
        `/api/admin/iqstem/leads/${lead.id}`,
        '/api/admin/iqstem/representatives',
      ]
      const moves: [string, unknown][] = [
        ['assign', { representative_user_id: boss.id }],
        ['qualify', { notes: 'x' }],
        ['notes', { notes: 'x' }],
        ['convert', { owner_email: client.email }],
        ['lose', { reason: 'x' }],
      ]
      for (const who of [iris, client]) {
        for (const url of reads)
          expect(refusal(await call(t, who, 'GET', url), 403).code).toBe('ROLE_FORBIDDEN')
        for (const [action, body] of moves)
          expect(refusal(await act(t, who, lead.id, action, body), 403).code).toBe('ROLE_FORBIDDEN')
      }
      for (const url of reads)
        expect(refusal(await call(t, undefined, 'GET', url), 401).code).toBe('UNAUTHENTICATED')
      for (const [action, body] of moves)
        expect(refusal(await act(t, undefined, lead.id, action, body), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await call(t, boss, 'GET', '/api/admin/iqstem/leads/999999999'), 404).code).toBe(
        'LEAD_NOT_FOUND',
      )
      for (const [action, body] of moves)
        expect(refusal(await act(t, boss, 999_999_999, action, body), 404).code).toBe('LEAD_NOT_FOUND')
      expect((await adminLeadOf(t, boss, lead.id)).state).toBe('submitted')
    })

    it('refuses bad bodies with 400 and changes nothing', async () => {
      const lead = await brought(t, iris)
      const before = await rowCount(t, 'network_transitions')
      const bad: [string, unknown][] = [
        ['assign', { representative_user_id: 'one' }],
        ['assign', { representative_user_id: -1 }],
        ['assign', {}],
        ['qualify', { notes: '   ' }],
        ['qualify', { notes: 'x'.repeat(5001) }],
        ['notes', {}],
        ['convert', { owner_email: 'not-an-email' }],
        ['lose', { reason: '' }],
        ['lose', { reason: 'x', extra: 1 }],
      ]
      for (const [action, body] of bad)
        expect(refusal(await act(t, boss, lead.id, action, body), 400).code, action).toBe('VALIDATION_FAILED')
      expect(await rowCount(t, 'network_transitions')).toBe(before)
      const after: Lead = await leadOf(t, iris, lead.id)
      expect(after).toMatchObject({ state: 'submitted', representative: null, representative_notes: null })
    })
  })
}
