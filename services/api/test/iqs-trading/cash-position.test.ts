import { sumEur, type CashPosition, type MemberSettlement } from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTokenApp, type Person, type TokenTestApp } from '../iqs-settlement/settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 14: the euro side beside the token balance. Bought and not settled is owed (paid once the
 * platform has the euros), sold and not settled is due, open buys commit price x remaining plus the
 * fee; checked against the settlement ledger's own figures.
 */
for (const backend of journeyDatabases()) {
  describe(`the cash position on ${backend.name}`, () => {
    let t: TokenTestApp
    let seller: Person
    let buyer: Person
    const trades: string[] = []

    const order = async (person: Person, side: 'BUY' | 'SELL', price: number, quantity: number) => {
      const outcome = await t.market('IQS', {
        type: 'PlaceOrder',
        orderId: randomUUID(),
        traderId: String(person.id),
        side,
        orderType: 'LIMIT',
        price,
        quantity,
      })
      for (const event of outcome.events) if (event.type === 'TradeExecuted') trades.push(event.tradeId)
    }
    const position = async (person: Person, query = '') => {
      const response = await t.as(person, 'GET', `/api/iqs/cash-position${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as CashPosition
    }
    const ledger = async (person: Person) =>
      (await t.as(person, 'GET', '/api/iqs/settlements?status=PENDING')).json().data as MemberSettlement[]

    beforeAll(async () => {
      t = await startTokenApp(backend)
      seller = await t.trader(1_000)
      buyer = await t.trader()
      await order(seller, 'SELL', 110, 100)
      await order(buyer, 'BUY', 110, 40) // 44.00 + 1.00 fee
      await order(buyer, 'BUY', 110, 30) // 33.00 + 1.00, its euros then received
      await order(buyer, 'BUY', 110, 10) // rejected by the admin: nobody owes anything
      await t.caughtUp()
      const [, paid, rejected] = trades
      expect(
        (await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${paid}/euros-received`)).statusCode,
      ).toBe(200)
      expect((await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${rejected}/reject`)).statusCode).toBe(
        200,
      )
      // Open buys: 200 at 0.95 (190.00, the 1.00 minimum fee) and 1000 at 1.00 (1000.00, 0.5 %: 5.00).
      await order(buyer, 'BUY', 95, 200)
      await order(buyer, 'BUY', 100, 1000)
    })
    afterAll(() => t?.close())

    it('adds what the buyer owes, has paid and commits, right after the writes', async () => {
      expect(await position(buyer)).toEqual({
        instrument: 'IQS',
        owed: '45.00',
        owed_trades: 1,
        paid: '34.00',
        paid_trades: 1,
        due: '0.00',
        due_trades: 0,
        committed: '1196.00',
        committed_orders: 2,
      })
      expect(await position(seller)).toMatchObject({
        owed: '0.00',
        // 44.00 - 1.00 and 33.00 - 1.00
        due: '75.00',
        due_trades: 2,
        committed: '0.00',
        committed_orders: 0,
      })
    })

    it('agrees with the settlement ledger', async () => {
      const buys = await ledger(buyer)
      const { owed, paid } = await position(buyer)
      expect(sumEur([owed, paid])).toBe(sumEur(buys.map((s) => s.netValue)))
      expect(paid).toBe(sumEur(buys.filter((s) => s.eurosReceived).map((s) => s.netValue)))
      const sells = await ledger(seller)
      expect((await position(seller)).due).toBe(sumEur(sells.map((s) => s.netValue)))
    })

    it('keeps each market apart, and is for approved traders only', async () => {
      expect(await position(buyer, '?isIQS=false')).toMatchObject({
        instrument: 'OST',
        owed: '0.00',
        committed: '0.00',
      })
      const member = await t.member()
      const refused = await t.as(member, 'GET', '/api/iqs/cash-position')
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('IQS_TRADER_NOT_APPROVED')
    })
  })
}
