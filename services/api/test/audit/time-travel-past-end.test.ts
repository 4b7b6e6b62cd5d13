import { testDatabases } from '@iqs/database'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTokenApp, type TokenTestApp } from '../iqs-settlement/settlement-test-kit.js'

/**
 * Issue 14: time travel past the end of the log shows the state at its head and says which
 * position that is, for the book as for the holders register, instead of refusing the book.
 */
for (const backend of testDatabases()) {
  describe(`time travel past the end of the log on ${backend.name}`, () => {
    let t: TokenTestApp
    let head: number

    beforeAll(async () => {
      t = await startTokenApp(backend)
      const seller = await t.trader(100)
      await t.market('IQS', {
        type: 'PlaceOrder',
        orderId: randomUUID(),
        traderId: String(seller.id),
        side: 'SELL',
        orderType: 'LIMIT',
        price: 150,
        quantity: 40,
      })
      await t.caughtUp()
      head = Number(await t.app.eventStore.readLastPosition())
    })
    afterAll(() => t?.close())

    it('answers the book at the head, with `at` naming it', async () => {
      const past = await t.as(t.admin, 'GET', `/api/iqs/order/book?isIQS=true&at=${head + 1_000}`)
      expect(past.statusCode, past.body).toBe(200)
      const atHead = await t.as(t.admin, 'GET', `/api/iqs/order/book?isIQS=true&at=${head}`)
      expect(past.json().data.at).toBe(head)
      expect(past.json().data).toEqual(atHead.json().data)
      expect(past.json().data.sell).toEqual([{ price: '1.50', qty: '40' }])
    })

    it('answers the holders register at the head too', async () => {
      const past = await t.as(t.admin, 'GET', `/api/admin/iqs/holdings?at=${head + 1_000}`)
      expect(past.statusCode).toBe(200)
      expect(past.json().data.position).toBe(head)
    })
  })
}
