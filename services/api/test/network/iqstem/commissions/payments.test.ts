import { TREASURY_ID } from '@iqs/engine'
import {
  eurTimesQuantity,
  subtractDecimals,
  type AdminCommissionList,
  type Commission,
  type NotificationPage,
} from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retryPendingAllocations } from '../../../../src/network/iqstem/commissions/retry-allocations.js'
import { testClock } from '../../../../src/platform/clock.js'
import { readYourWrites } from '../../../../src/platform/projections/read-your-writes.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  admin,
  call,
  commissionOn,
  consultant,
  convertedLead,
  dataOf,
  issueIqs,
  ledgerOf,
  member,
  owner,
  pay,
  refusal,
  rowCount,
  signedContract,
  START,
  type Person,
} from './commissions-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`commission payments in euros and IQS tokens, on ${backend.name}`, () => {
    const clock = testClock(START)
    let t: AccountsTestApp
    let client: Person
    let ada: Person
    let grace: Person
    let alice: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
      grace = await member(t)
      alice = await admin(t)
    })
    afterAll(() => t.close())

    /** A new lead commission of Grace's (1,500.00: 5 % of 30,000) and its lead. */
    async function leadCommission(): Promise<{ commission: Commission; lead: number }> {
      let lead = 0
      const contract = await signedContract(t, client, ada, async ({ projectId }) => {
        lead = await convertedLead(t, grace, projectId)
      })
      return { commission: await commissionOn(t, grace, contract.id, 'lead'), lead }
    }
    const leadState = async (id: number) =>
      (
        await t.database.db
          .selectFrom('iqstem_leads')
          .select('state')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).state
    const held = async () => {
      await readYourWrites(t.app)
      return (await ledgerOf(t, grace)).iqs_tokens_held
    }
    const paymentsOf = (commissionId: number) =>
      t.database.db
        .selectFrom('iqstem_commission_payments')
        .selectAll()
        .where('commission_id', '=', commissionId)
        .orderBy('id')
        .execute()
    const noticesOf = async (who: Person) =>
      dataOf<NotificationPage>(await call(t, who, 'GET', '/api/network/notifications')).items

    it('pays in euros, in IQS tokens, then both, to the cent, and the lead is paid when the commission is', async () => {
      const { commission, lead } = await leadCommission()
      await issueIqs(t, 10_000)
      const heldBefore = await held()

      const cash = dataOf<Commission>(await pay(t, alice, commission.id, { cash_eur: '500' }), 201)
      expect(cash).toMatchObject({ state: 'partly_paid', paid_eur: '500.00', outstanding_eur: '1000.00' })
      expect(cash.payments).toEqual([
        expect.objectContaining({
          cash_eur: '500.00',
          tokens: '0',
          token_price_eur: null,
          token_value_eur: '0.00',
          total_eur: '500.00',
          allocation_state: 'none',
          allocation_reference: null,
          paid_at: new Date(START).toISOString(),
          paid_by: 'Alice Admin',
        }),
      ])

      const tokens = dataOf<Commission>(
        await pay(t, alice, commission.id, { tokens: 100, token_price_eur: '2.50' }),
        201,
      )
      const tokenPayment = tokens.payments[1]!
      expect(tokenPayment).toMatchObject({
        cash_eur: '0.00',
        tokens: '100',
        token_price_eur: '2.50',
        token_value_eur: '250.00',
        total_eur: '250.00',
        allocation_state: 'done',
        allocation_reference: `iqstem-payment-${tokenPayment.id}`,
      })
      expect(tokens).toMatchObject({ state: 'partly_paid', paid_eur: '750.00', outstanding_eur: '750.00' })
      expect(await leadState(lead)).toBe('contracted')

      // 7 x 107.14 = 749.98, and 0.02 in cash: exactly what is outstanding.
      const mixed = dataOf<Commission>(
        await pay(t, alice, commission.id, { cash_eur: '0.02', tokens: 7, token_price_eur: '107.14' }),
        201,
      )
      expect(mixed.payments[2]).toMatchObject({
        cash_eur: '0.02',
        tokens: '7',
        token_value_eur: '749.98',
        total_eur: '750.00',
        allocation_state: 'done',
      })
      expect(mixed).toMatchObject({ state: 'paid', paid_eur: '1500.00', outstanding_eur: '0.00' })
      expect(await leadState(lead)).toBe('paid')

      // The member holds the tokens, sees the payments without the admin's name, and was told each time.
      expect(BigInt(await held()) - BigInt(heldBefore)).toBe(107n)
      const mine = await commissionOn(t, grace, commission.contract_id, 'lead')
      expect(mine.payments.map((p) => [p.total_eur, p.paid_by])).toEqual([
        ['500.00', null],
        ['250.00', null],
        ['750.00', null],
      ])
      const paidNotices = (await noticesOf(grace)).filter((n) => n.kind === 'commission.paid')
      expect(paidNotices.slice(0, 3).map((n) => n.params.amount)).toEqual(['750.00', '250.00', '500.00'])
      expect(
        t.mails.some((m) => m.to === grace.email && m.subject === 'A payment of €750.00 on your commission'),
      ).toBe(true)

      // Each payment is in the commission's history: who, when, what.
      const history = await t.database.db
        .selectFrom('network_transitions')
        .selectAll()
        .where('process', '=', 'commission')
        .where('entity_id', '=', String(commission.id))
        .orderBy('id')
        .execute()
      expect(history.map((h) => [h.transition, h.from_state, h.to_state, h.actor_user_id])).toEqual([
        ['pay', 'accrued', 'partly_paid', alice.id],
        ['pay', 'partly_paid', 'partly_paid', alice.id],
        ['pay', 'partly_paid', 'paid', alice.id],
      ])
      expect(history[2]!.message).toBe(
        `Payment ${mixed.payments[2]!.id}: €0.02 in cash + 7 IQS at €107.14 = €750.00`,
      )
      // The holders register, rebuilt from the log, has the allocations.
      const register = dataOf<{ holders: Array<{ userId: number; iqsShares: string }> }>(
        await call(t, alice, 'GET', '/api/admin/iqs/holdings'),
      )
      expect(register.holders.find((h) => h.userId === grace.id)?.iqsShares).toBe(await held())
    })

    it('refuses more than what is outstanding, and a paid commission, changing nothing', async () => {
      const { commission } = await leadCommission()
      const error = refusal(await pay(t, alice, commission.id, { cash_eur: '1500.01' }), 409)
      expect(error).toMatchObject({ code: 'COMMISSION_OVERPAID', details: { outstanding_eur: '1500.00' } })
      dataOf(await pay(t, alice, commission.id, { cash_eur: '1500' }), 201)
      const payments = await rowCount(t, 'iqstem_commission_payments')
      const notices = await rowCount(t, 'network_notifications')
      expect(refusal(await pay(t, alice, commission.id, { cash_eur: '0.01' }), 409).code).toBe(
        'COMMISSION_OVERPAID',
      )
      expect(await rowCount(t, 'iqstem_commission_payments')).toBe(payments)
      expect(await rowCount(t, 'network_notifications')).toBe(notices)
    })

    it('refuses a bad payment with a 4xx and records nothing', async () => {
      const { commission } = await leadCommission()
      const payments = await rowCount(t, 'iqstem_commission_payments')
      const refused = [
        [{ cash_eur: '0' }, 400],
        [{ cash_eur: '-5' }, 400],
        [{ cash_eur: '1.001' }, 400],
        [{ tokens: 5 }, 400],
        [{ tokens: 5, token_price_eur: '0' }, 400],
        [{ tokens: 1.5, token_price_eur: '1' }, 400],
        [{ cash_eur: '10', payment_key: 'short' }, 400],
        [{ cash_eur: '10', extra: true }, 400],
      ] as const
      for (const [body, status] of refused)
        expect(refusal(await pay(t, alice, commission.id, body), status).code).toBe('VALIDATION_FAILED')
      expect(refusal(await pay(t, alice, 999_999_999, { cash_eur: '1' }), 404).code).toBe(
        'COMMISSION_NOT_FOUND',
      )
      expect(refusal(await pay(t, alice, 0, { cash_eur: '1' }), 400).code).toBe('VALIDATION_FAILED')
      expect(await rowCount(t, 'iqstem_commission_payments')).toBe(payments)
    })

    it('records a payment once: the same key again answers it, other values with it are refused', async () => {
      const { commission } = await leadCommission()
      const other = (await leadCommission()).commission
      const key = randomUUID()
      const body = { payment_key: key, cash_eur: '100', tokens: 2, token_price_eur: '3.00' }
      const first = dataOf<Commission>(await pay(t, alice, commission.id, body), 201)
      // The same payment again, with the amounts written otherwise: the same answer, nothing more paid.
      const again = dataOf<Commission>(
        await pay(t, alice, commission.id, { ...body, cash_eur: '100.00', token_price_eur: '3' }),
        200,
      )
      expect(again).toEqual(first)
      expect(await paymentsOf(commission.id)).toHaveLength(1)
      for (const reused of [
        { ...body, cash_eur: '101' },
        { ...body, tokens: 3 },
        { ...body, token_price_eur: '3.01' },
      ])
        expect(refusal(await pay(t, alice, commission.id, reused), 409).code).toBe('PAYMENT_KEY_REUSED')
      expect(refusal(await pay(t, alice, other.id, body), 409).code).toBe('PAYMENT_KEY_REUSED')
      expect(await paymentsOf(commission.id)).toHaveLength(1)
      expect(await paymentsOf(other.id)).toHaveLength(0)
    })

    it('records two identical payments sent at once as one', async () => {
      const { commission } = await leadCommission()
      const body = { payment_key: randomUUID(), cash_eur: '40', tokens: 4, token_price_eur: '5' }
      const answers = await Promise.all([
        pay(t, alice, commission.id, body),
        pay(t, alice, commission.id, body),
      ])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([200, 201])
      expect(await paymentsOf(commission.id)).toHaveLength(1)
      expect(await commissionOn(t, grace, commission.contract_id, 'lead')).toMatchObject({
        paid_eur: '60.00',
        payments: [expect.objectContaining({ allocation_state: 'done' })],
      })
    })

    it("refuses tokens the treasury does not have with the engine's reason, and records nothing", async () => {
      const { commission, lead } = await leadCommission()
      await readYourWrites(t.app)
      const treasury = (
        await t.database.db
          .selectFrom('iqs_balances')
          .select('available')
          .where('trader_id', '=', TREASURY_ID)
          .where('instrument', '=', 'IQS')
          .executeTakeFirst()
      )?.available
      expect(treasury).toBeGreaterThan(0)
      const heldBefore = await held()
      const payments = await rowCount(t, 'iqstem_commission_payments')
      const transitions = await rowCount(t, 'network_transitions')
      const notices = await rowCount(t, 'network_notifications')
      const key = randomUUID()
      // The whole commission, so that the lead would be paid too were the allocation kept.
      const error = refusal(
        await pay(t, alice, commission.id, {
          payment_key: key,
          tokens: Number(treasury) + 1,
          token_price_eur: '0.01',
          cash_eur: subtractDecimals('1500.00', eurTimesQuantity('0.01', Number(treasury) + 1), 2),
        }),
        409,
      )
      expect(error).toMatchObject({
        code: 'INSUFFICIENT_TOKENS',
        details: { reason: 'INSUFFICIENT_TOKENS', instrument: 'IQS' },
      })
      expect(await rowCount(t, 'iqstem_commission_payments')).toBe(payments)
      expect(await rowCount(t, 'network_transitions')).toBe(transitions)
      expect(await rowCount(t, 'network_notifications')).toBe(notices)
      expect(await commissionOn(t, grace, commission.contract_id, 'lead')).toMatchObject({
        state: 'accrued',
        paid_eur: '0.00',
        payments: [],
      })
      expect(await leadState(lead)).toBe('contracted')
      expect(await held()).toBe(heldBefore)
      // The key is free again: the same payment in euros goes through.
      dataOf(await pay(t, alice, commission.id, { payment_key: key, cash_eur: '10' }), 201)
    })

    it('keeps a payment pending while the writer is down, and the retry allocates it once', async () => {
      const { commission, lead } = await leadCommission()
      const heldBefore = await held()
      const markets = t.app.markets
      const submit = markets.submit
      try {
        markets.submit = () => Promise.reject(new Error('writer down'))
        const pending = dataOf<Commission>(
          await pay(t, alice, commission.id, { cash_eur: '1400', tokens: 10, token_price_eur: '10' }),
          201,
        )
        expect(pending).toMatchObject({ state: 'paid', paid_eur: '1500.00' })
        expect(pending.payments[0]).toMatchObject({ allocation_state: 'pending', total_eur: '1500.00' })
        // Not final yet: no record, no notice, the lead not paid; a retry while down changes nothing.
        expect(await leadState(lead)).toBe('contracted')
        expect(await retryPendingAllocations(t.app)).toMatchObject({ pending: 1, done: 0 })

        // The writer takes the command, but its answer is lost: still pending.
        markets.submit = async (...args) => {
          await submit(...args)
          throw new Error('answer lost')
        }
        expect(await retryPendingAllocations(t.app)).toMatchObject({ pending: 1 })
      } finally {
        markets.submit = submit
      }
      // Back: the same command id answers the first outcome; the tokens were allocated once.
      expect(await retryPendingAllocations(t.app)).toMatchObject({ done: 1, pending: 0 })
      expect(await retryPendingAllocations(t.app)).toEqual({ done: 0, refused: 0, pending: 0 })
      expect(BigInt(await held()) - BigInt(heldBefore)).toBe(10n)
      expect((await commissionOn(t, grace, commission.contract_id, 'lead')).payments[0]).toMatchObject({
        allocation_state: 'done',
      })
      expect(await leadState(lead)).toBe('paid')
      expect((await noticesOf(grace))[0]).toMatchObject({
        kind: 'commission.paid',
        params: { amount: '1500.00' },
      })
    })

    it("lists every member's commissions for admins, by state", async () => {
      const list = dataOf<AdminCommissionList>(await call(t, alice, 'GET', '/api/admin/iqstem/commissions'))
      expect(list.items.length).toBeGreaterThan(3)
      expect(list.items[0]).toMatchObject({ member: { user_id: grace.id, name: 'Grace Hopper' } })
      const accruedAt = list.items.map((c) => c.accrued_at)
      expect([...accruedAt].sort().reverse()).toEqual(accruedAt)
      for (const state of ['accrued', 'partly_paid', 'paid'] as const) {
        const only = dataOf<AdminCommissionList>(
          await call(t, alice, 'GET', `/api/admin/iqstem/commissions?state=${state}`),
        )
        expect(only.items.length).toBeGreaterThan(0)
        expect(only.items.every((c) => c.state === state)).toBe(true)
      }
      expect(refusal(await call(t, alice, 'GET', '/api/admin/iqstem/commissions?state=lost'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('lets only admins mark payments and list commissions', async () => {
      const { commission } = await leadCommission()
      for (const who of [grace, client, ada]) {
        expect(refusal(await pay(t, who, commission.id, { cash_eur: '1' }), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, who, 'GET', '/api/admin/iqstem/commissions'), 403).code).toBe(
          'ROLE_FORBIDDEN',
        )
      }
      expect((await pay(t, undefined, commission.id, { cash_eur: '1' })).statusCode).toBe(401)
      expect((await call(t, undefined, 'GET', '/api/admin/iqstem/commissions')).statusCode).toBe(401)
      expect(await paymentsOf(commission.id)).toHaveLength(0)
    })
  })
}
