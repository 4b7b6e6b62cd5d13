import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { approvedTrader, credit, signInAdmin, totpCode, type Member } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

type Trader = Member & { secret: string }
interface OrderRow {
  id: string
  instrument: string
  side: string
  status: string
}

/**
 * Issue 14: the order history (filled, cancelled, expired) with its filters and pages, and "My
 * trades", both read right after the writes they show.
 */
for (const backend of journeyDatabases()) {
  describe(`the order history and my trades on ${backend.name}`, () => {
    let t: AccountsTestApp
    let trader: Trader
    let other: Trader
    const ids: Record<string, string> = {}

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      const admin = await signInAdmin(t)
      ;[trader, other] = await Promise.all([approvedTrader(t, admin, 500), approvedTrader(t, admin, 500)])
      await credit(t, trader.id, 100, 'OST')
      const place = async (who: Trader, payload: object) => {
        const response = await t.send(who.jar, {
          method: 'POST',
          url: '/api/iqs/order',
          payload: { totp: await totpCode(who.secret, 0, t.app.clock.now()), ...payload },
        })
        expect(response.statusCode, response.body).toBe(201)
        return response.json().data as { id: string }
      }
      // The other trader's resting orders for mine to meet.
      await place(other, { order_side: 'SELL', amount: 20, price: '1.10' })
      await place(other, { order_side: 'BUY', amount: 5, price: '0.90' })
      ids.filledBuy = (await place(trader, { order_side: 'BUY', amount: 20, price: '1.10' })).id
      ids.cancelledBuy = (await place(trader, { order_side: 'BUY', amount: 3, price: '0.50' })).id
      const cancel = await t.send(trader.jar, { method: 'DELETE', url: `/api/iqs/order/${ids.cancelledBuy}` })
      expect(cancel.statusCode).toBe(200)
      // Nothing to meet at 2.00: the IOC remainder expires.
      ids.expiredSell = (
        await place(trader, { order_side: 'SELL', amount: 4, price: '2.00', time_in_force: 'IOC' })
      ).id
      ids.filledSell = (await place(trader, { order_side: 'SELL', order_type: 'MARKET', amount: 5 })).id
      ids.openOst = (await place(trader, { order_side: 'SELL', amount: 7, price: '3.00', isIQS: false })).id
    })
    afterAll(() => t.close())

    const orders = async (query: string, who: Trader = trader) => {
      const response = await t.send(who.jar, { method: 'GET', url: `/api/iqs/orders?${query}` })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as OrderRow[]
    }

    it('lists the history (filled, cancelled, expired) newest first, right after the writes', async () => {
      const history = await orders('status=closed')
      expect(history.map((o) => [o.id, o.status])).toEqual([
        [ids.filledSell, 'FILLED'],
        [ids.expiredSell, 'EXPIRED'],
        [ids.cancelledBuy, 'CANCELLED'],
        [ids.filledBuy, 'FILLED'],
      ])
      expect((await orders('status=open')).map((o) => o.id)).toEqual([ids.openOst])
      expect(await orders('status=all')).toHaveLength(5)
    })

    it('filters by status, side and market', async () => {
      expect((await orders('status=filled')).map((o) => o.id)).toEqual([ids.filledSell, ids.filledBuy])
      expect((await orders('status=cancelled')).map((o) => o.id)).toEqual([ids.cancelledBuy])
      expect((await orders('status=expired')).map((o) => o.id)).toEqual([ids.expiredSell])
      expect((await orders('status=closed&side=BUY')).map((o) => o.id)).toEqual([
        ids.cancelledBuy,
        ids.filledBuy,
      ])
      expect((await orders('status=all&isIQS=false')).map((o) => o.id)).toEqual([ids.openOst])
      expect(await orders('status=closed&side=SELL&isIQS=false')).toEqual([])
      // Another trader's history holds none of mine.
      expect((await orders('status=all', other)).map((o) => o.id)).not.toContain(ids.filledBuy)
    })

    it('pages with the last id of the previous page', async () => {
      const first = await orders('status=closed&limit=3')
      expect(first.map((o) => o.id)).toEqual([ids.filledSell, ids.expiredSell, ids.cancelledBuy])
      const next = await orders(`status=closed&limit=3&before=${encodeURIComponent(first.at(-1)!.id)}`)
      expect(next.map((o) => o.id)).toEqual([ids.filledBuy])
      // Another trader's order id is no page mark of mine.
      const theirs = await orders('status=all', other)
      expect(await orders(`status=all&before=${encodeURIComponent(theirs[0]!.id)}`)).toEqual([])
      const bad = await t.send(trader.jar, { method: 'GET', url: '/api/iqs/orders?status=done' })
      expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    })

    it('lists my fills with my side, my fee and their settlement, newest first, a page at a time', async () => {
      const response = await t.send(trader.jar, { method: 'GET', url: '/api/iqs/my-trades' })
      expect(response.statusCode, response.body).toBe(200)
      const trades = response.json().data
      expect(trades).toEqual([
        {
          id: expect.any(String),
          instrument: 'IQS',
          side: 'SELL',
          role: 'TAKER',
          order_id: ids.filledSell,
          price: '0.90',
          quantity: '5',
          value: '4.50',
          fee: '1.00',
          net: '3.50',
          settlement_status: 'PENDING',
          executed_at: expect.any(String),
        },
        {
          id: expect.any(String),
          instrument: 'IQS',
          side: 'BUY',
          role: 'TAKER',
          order_id: ids.filledBuy,
          price: '1.10',
          quantity: '20',
          value: '22.00',
          fee: '1.00',
          net: '23.00',
          settlement_status: 'PENDING',
          executed_at: expect.any(String),
        },
      ])
      const page = await t.send(trader.jar, {
        method: 'GET',
        url: `/api/iqs/my-trades?limit=1&before=${trades[0].id}`,
      })
      expect(page.json().data.map((trade: { id: string }) => trade.id)).toEqual([trades[1].id])
      const buys = await t.send(trader.jar, { method: 'GET', url: '/api/iqs/my-trades?side=BUY' })
      expect(buys.json().data).toHaveLength(1)
      // The other party sees the same trade as its maker, with its own side.
      const theirs = await t.send(other.jar, { method: 'GET', url: '/api/iqs/my-trades?isIQS=true' })
      expect(theirs.json().data.map((x: { side: string; role: string }) => [x.side, x.role])).toEqual([
        ['BUY', 'MAKER'],
        ['SELL', 'MAKER'],
      ])
    })
  })
}
