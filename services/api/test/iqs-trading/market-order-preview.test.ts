import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { approvedTrader, signInAdmin, totpCode, type Member } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

type Trader = Member & { secret: string }

/**
 * Issue 14: a market order's preview walks the book (the last price said 5.95, the fill cost 6.10
 * with its fee), prices each resting order's fill with the trade's fee, and says how much fills.
 */
for (const backend of journeyDatabases()) {
  describe(`the market-order preview on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>
    let sellerA: Trader
    let sellerB: Trader
    let buyer: Trader

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
      ;[sellerA, sellerB, buyer] = await Promise.all([
        approvedTrader(t, admin, 1_000),
        approvedTrader(t, admin, 1_000),
        approvedTrader(t, admin, 1_000),
      ])
    })
    afterAll(() => t.close())

    const preview = (trader: Trader, payload: object) =>
      t.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/order/preview',
        payload: { isIQS: true, order_type: 'MARKET', ...payload },
      })
    const order = async (trader: Trader, payload: object) => {
      const response = await t.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/order',
        payload: { isIQS: true, totp: await totpCode(trader.secret, 0, t.app.clock.now()), ...payload },
      })
      return response
    }
    const rest = async (trader: Trader, side: 'BUY' | 'SELL', amount: number, price: string) => {
      const placed = await order(trader, { order_side: side, order_type: 'LIMIT', amount, price })
      expect(placed.statusCode, placed.body).toBe(201)
      return placed.json().data as { id: string }
    }

    it('says that an empty book fills nothing, as the market then refuses the order', async () => {
      const empty = await preview(buyer, { order_side: 'BUY', amount: 10 })
      expect(empty.statusCode, empty.body).toBe(200)
      expect(empty.json().data).toEqual({
        instrument: 'IQS',
        price: '1.00',
        transaction_value: '0.00',
        fee: '0.00',
        total: '0.00',
        market_fill: {
          requested: '10',
          filled: '0',
          unfilled: '10',
          average_price: null,
          worst_price: null,
          levels: [],
          stopped_by: 'BOOK',
        },
      })
      const refused = await order(buyer, { order_side: 'BUY', order_type: 'MARKET', amount: 10 })
      expect(refused.json().error.code).toBe('NO_LIQUIDITY')
    })

    it('prices a market buy at the book’s levels, not the reference price, and the fill costs what it said', async () => {
      // Two orders at 1.02 (two trades, two fees) and one at 1.10; the reference price is 1.00.
      await rest(sellerA, 'SELL', 50, '1.02')
      await rest(sellerB, 'SELL', 50, '1.02')
      await rest(sellerA, 'SELL', 100, '1.10')
      const said = await preview(buyer, { order_side: 'BUY', amount: 120 })
      expect(said.json().data).toEqual({
        instrument: 'IQS',
        // (102.00 + 22.00) / 120
        price: '1.0333',
        transaction_value: '124.00',
        fee: '3.00',
        total: '127.00',
        market_fill: {
          requested: '120',
          filled: '120',
          unfilled: '0',
          average_price: '1.0333',
          worst_price: '1.10',
          levels: [
            { price: '1.02', quantity: '100', fee: '2.00' },
            { price: '1.10', quantity: '20', fee: '1.00' },
          ],
          stopped_by: null,
        },
      })
      const filled = await order(buyer, { order_side: 'BUY', order_type: 'MARKET', amount: 120 })
      expect(filled.statusCode, filled.body).toBe(201)
      const fills = filled.json().data.fills as { price: string; quantity: string; fee: string }[]
      expect(fills.map((f) => [f.price, f.quantity, f.fee])).toEqual([
        ['1.02', '50', '1.00'],
        ['1.02', '50', '1.00'],
        ['1.10', '20', '1.00'],
      ])
    })

    it('says how much a partial book fills, and prices only that', async () => {
      // Left: 80 at 1.10.
      const partial = await preview(buyer, { order_side: 'BUY', amount: 500 })
      expect(partial.json().data).toMatchObject({
        price: '1.1000',
        transaction_value: '88.00',
        fee: '1.00',
        total: '89.00',
        market_fill: { requested: '500', filled: '80', unfilled: '420', stopped_by: 'BOOK' },
      })
      // A market sell walks the bids, and receives the value less the fees.
      await rest(buyer, 'BUY', 30, '0.90')
      const sell = await preview(sellerA, { order_side: 'SELL', amount: 40 })
      expect(sell.json().data).toMatchObject({
        transaction_value: '27.00',
        fee: '1.00',
        total: '26.00',
        market_fill: { filled: '30', unfilled: '10', stopped_by: 'BOOK', worst_price: '0.90' },
      })
    })

    it('stops at my own resting order, as self-trade prevention ends the order there', async () => {
      await rest(sellerB, 'SELL', 10, '1.20')
      // The buyer's own sell at 1.15 sits before it.
      await rest(buyer, 'SELL', 10, '1.15')
      const said = await preview(buyer, { order_side: 'BUY', amount: 200 })
      expect(said.json().data.market_fill).toMatchObject({
        filled: '80',
        unfilled: '120',
        stopped_by: 'OWN_ORDER',
        worst_price: '1.10',
      })
      const placed = await order(buyer, { order_side: 'BUY', order_type: 'MARKET', amount: 200 })
      expect(placed.json().data).toMatchObject({ filled: '80', status: 'EXPIRED' })
    })

    it('leaves the limit preview as it was: the limit price and one fee', async () => {
      const limit = await t.send(buyer.jar, {
        method: 'POST',
        url: '/api/iqs/order/preview',
        payload: { amount: 10, price: '1.05', order_side: 'BUY' },
      })
      expect(limit.json().data).toEqual({
        instrument: 'IQS',
        price: '1.05',
        transaction_value: '10.50',
        fee: '1.00',
        total: '11.50',
      })
    })
  })
}
