import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, startTokenApp, type TokenTestApp } from '../iqs-settlement/settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`token creation and allocation on ${backend.name}`, () => {
    let t: TokenTestApp
    beforeAll(async () => {
      t = await startTokenApp(backend)
    })
    afterAll(() => t?.close())

    const iqsConfig = async () => {
      const view = await t.as(t.admin, 'GET', '/api/iqs/market-config')
      expect(view.statusCode).toBe(200)
      return view.json().data.IQS as Record<string, string>
    }
    const createTokens = (amount: number) =>
      t.as(t.admin, 'POST', '/api/admin/iqs/tokens', { amount, isIQS: true })

    it('creates tokens into the treasury up to max creatable, and allocates them to a new shareholder', async () => {
      const start = await iqsConfig()
      expect(start).toMatchObject({ max_supply: '500000000' })
      const treasury0 = Number(start.tokens_in_treasury)
      const circulation0 = Number(start.tokens_in_circulation)

      const created = await createTokens(1_000)
      expect(created.statusCode).toBe(201)
      expect(created.json().data).toEqual({
        instrument: 'IQS',
        created: '1000',
        tokens_in_treasury: String(treasury0 + 1_000),
        max_creatable: String(Number(start.max_creatable) - 1_000),
      })
      expect(await iqsConfig()).toMatchObject({
        tokens_in_treasury: String(treasury0 + 1_000),
        tokens_in_circulation: String(circulation0),
        max_creatable: String(Number(start.max_creatable) - 1_000),
      })

      // Add a shareholder: the allocation leaves the treasury; the supply, hence max creatable, stays.
      const member = await t.member()
      const added = await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
        email: member.email,
        quantity: 400,
      })
      expect(added.statusCode).toBe(201)
      expect(added.json().data).toMatchObject({ userId: member.id, instrument: 'IQS', quantity: '400' })
      expect(await t.balance(member)).toEqual({ available: 400, reserved: 0, escrow: 0 })
      const afterAllocation = await iqsConfig()
      expect(afterAllocation).toMatchObject({
        tokens_in_treasury: String(treasury0 + 600),
        tokens_in_circulation: String(circulation0 + 400),
        max_creatable: String(Number(start.max_creatable) - 1_000),
      })

      // More than the treasury holds: refused, nothing moves.
      const short = await t.as(t.admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
        email: member.email,
        quantity: treasury0 + 601,
      })
      expect(short.statusCode).toBe(400)
      expect(errorOf(short)).toMatchObject({ code: 'SHAREHOLDER_INVALID' })
      expect(errorOf(short).message).toMatch(/^Error validating shareholder/)
      expect(await t.balance(member)).toEqual({ available: 400, reserved: 0, escrow: 0 })
      expect(await iqsConfig()).toEqual(afterAllocation)

      // The cap: exactly max creatable is accepted and leaves nothing creatable; one more is refused.
      const rest = Number(afterAllocation.max_creatable)
      const overCap = await createTokens(rest + 1)
      expect(overCap.statusCode).toBe(409)
      expect(errorOf(overCap)).toEqual({
        code: 'MAX_SUPPLY_EXCEEDED',
        message: 'Error: Trying to create more tokens than available is not permited',
      })
      expect(await iqsConfig()).toEqual(afterAllocation)
      const toCap = await createTokens(rest)
      expect(toCap.statusCode).toBe(201)
      expect(toCap.json().data).toMatchObject({ max_creatable: '0' })
      expect(await iqsConfig()).toMatchObject({
        tokens_in_treasury: String(treasury0 + 600 + rest),
        max_creatable: '0',
      })
      const beyond = await createTokens(1)
      expect(beyond.statusCode).toBe(409)
      expect(errorOf(beyond).code).toBe('MAX_SUPPLY_EXCEEDED')
      expect(await iqsConfig()).toMatchObject({ max_creatable: '0' })
    })
  })
}
