import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp, type CookieJar } from '../accounts/accounts-test-kit.js'
import { approvedTrader, signInAdmin } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** What is not a decimal string, though `Number()` or a trim would make one of it. */
const NOT_DECIMALS = [' 1 ', '1 ', '+1', '-1', '1e3', '0x10', 'NaN', 'Infinity', '01', '1.', '.5', '1,5', '']

/**
 * Issue 12: amounts and prices with spaces (`" 1 "`) were accepted on the conversion and the order
 * preview. The contract is a decimal string (or, as the spec's client sends it, a JSON number): the
 * rest is 400 with the spec's message.
 */
for (const backend of journeyDatabases()) {
  describe(`amounts and prices are decimal strings on ${backend.name}`, () => {
    let t: AccountsTestApp
    let trader: { jar: CookieJar }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      const admin = await signInAdmin(t)
      trader = await approvedTrader(t, admin, 100)
    })
    afterAll(() => t.close())

    it('refuses a conversion amount that is not a decimal string', async () => {
      for (const amount of NOT_DECIMALS) {
        const response = await t.send(trader.jar, {
          method: 'POST',
          url: '/api/iqs/conversion',
          payload: { amount },
        })
        expect(response.statusCode, JSON.stringify(amount)).toBe(400)
        expect(response.json().error.message).toBe('body.amount: Please enter a valid amount')
      }
      const ok = await t.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/conversion',
        payload: { amount: '1' },
      })
      expect(ok.statusCode, ok.body).toBe(201)
    })

    it('refuses an order preview whose amount or price is not a decimal string', async () => {
      const order = { amount: '2', price: '1.05', order_side: 'BUY', order_type: 'LIMIT' }
      const preview = (body: object) =>
        t.send(trader.jar, { method: 'POST', url: '/api/iqs/order/preview', payload: body })
      for (const bad of NOT_DECIMALS) {
        expect((await preview({ ...order, amount: bad })).statusCode, `amount ${JSON.stringify(bad)}`).toBe(
          400,
        )
        expect((await preview({ ...order, price: bad })).statusCode, `price ${JSON.stringify(bad)}`).toBe(400)
      }
      expect((await preview({ ...order, amount: 2, price: -1.05 })).statusCode).toBe(400)
      expect((await preview({ ...order, amount: 2, price: 1e-7 })).statusCode).toBe(400)
      // The spec's client sends JSON numbers: finite, not negative, in plain notation, they stay fine.
      const asNumbers = await preview({ ...order, amount: 2, price: 1.05 })
      expect(asNumbers.statusCode, asNumbers.body).toBe(200)
      const asText = await preview(order)
      expect(asText.json().data).toEqual(asNumbers.json().data)
    })
  })
}
