import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { BlackoutScheduler } from '../../src/iqs/market-settings/blackout-scheduler.js'
import { testClock } from '../../src/platform/clock.js'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { activateTotp, approvedTrader, newMember, signInAdmin, submitKyc, totpCode } from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`orders and market config on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    const order = (jar: Parameters<AccountsTestApp['send']>[0], payload: object) =>
      t.send(jar, { method: 'POST', url: '/api/iqs/order', payload })
    const config = async () =>
      (await t.send(admin.jar, { method: 'GET', url: '/api/iqs/market-config' })).json().data
    const putConfig = (payload: object) =>
      t.send(admin.jar, { method: 'PUT', url: '/api/admin/iqs/market-config', payload })

    it('runs a two-trader scenario: approve, cross, see the trade, my orders, cancel', async () => {
      const seller = await approvedTrader(t, admin, 1_000)
      const buyer = await approvedTrader(t, admin)
      const sell = await order(seller.jar, {
        amount: 100,
        price: '1.50',
        isIQS: true,
        order_side: 'SELL',
        order_type: 'LIMIT',
        totp: await totpCode(seller.secret),
      })
      expect(sell.statusCode, sell.body).toBe(201)
      expect(sell.json().data).toMatchObject({
        side: 'SELL',
        price: '1.50',
        quantity: '100',
        status: 'OPEN',
        fills: [],
      })
      const buy = await order(buyer.jar, {
        amount: '40',
        price: 1.6,
        isIQS: true,
        order_side: 'buy',
        order_type: 'LIMIT',
        totp: await totpCode(buyer.secret),
      })
      expect(buy.statusCode, buy.body).toBe(201)
      expect(buy.json().data).toMatchObject({ status: 'FILLED', filled: '40', remaining: '0' })
      expect(buy.json().data.fills).toEqual([
        { trade_id: 'IQS-1', price: '1.50', quantity: '40', fee: '1.00' },
      ])
      await readYourWrites(t.app)
      const trades = await t.send(buyer.jar, { method: 'GET', url: '/api/iqs/trades?isIQS=true' })
      expect(trades.json().data[0]).toMatchObject({
        id: 'IQS-1',
        price: '1.50',
        quantity: '40',
        taker_side: 'BUY',
      })
      const candles = await t.send(buyer.jar, { method: 'GET', url: '/api/iqs/candles?interval=1m' })
      expect(candles.json().data.at(-1)).toMatchObject({
        open: '1.50',
        close: '1.50',
        volume: '40',
        trades: 1,
      })
      const open = await t.send(seller.jar, { method: 'GET', url: '/api/iqs/orders?status=open' })
      expect(open.json().data).toHaveLength(1)
      expect(open.json().data[0]).toMatchObject({
        id: sell.json().data.id,
        status: 'PARTIALLY_FILLED',
        remaining: '60',
      })
      const buyerOrders = await t.send(buyer.jar, { method: 'GET', url: '/api/iqs/orders?status=all' })
      expect(buyerOrders.json().data.map((o: { status: string }) => o.status)).toEqual(['FILLED'])
      // Another trader cannot cancel it, nor learn it exists.
      const theirs = await t.send(buyer.jar, {
        method: 'DELETE',
        url: `/api/iqs/order/${sell.json().data.id}`,
      })
      expect(theirs.statusCode).toBe(404)
      expect(theirs.json().error.message).toBe('Error while canceling your order: unknown order')
      const cancel = await t.send(seller.jar, {
        method: 'DELETE',
        url: `/api/iqs/order/${sell.json().data.id}`,
      })
      expect(cancel.json().data).toEqual({
        id: sell.json().data.id,
        status: 'CANCELLED',
        cancelled_quantity: '60',
      })
      const twice = await t.send(seller.jar, {
        method: 'DELETE',
        url: `/api/iqs/order/${sell.json().data.id}`,
      })
      expect(twice.statusCode).toBe(409)
      expect(twice.json().error.message).toMatch(/^Error while canceling your order/)
      // Tendencies: the taker bought 40.
      const tendencies = await t.send(buyer.jar, {
        method: 'GET',
        url: '/api/iqs/market-config/buysell-tendencies?period=d',
      })
      expect(tendencies.json().data.points).toHaveLength(24)
      expect(tendencies.json().data.points.at(-1)).toMatchObject({ buy_volume: '40', sell_volume: '0' })
      // The profile counts every bucket (escrow included) and values it at the last price.
      const profile = await t.send(seller.jar, { method: 'GET', url: '/api/share-owners/me' })
      expect(profile.json().data).toMatchObject({
        iqs_shares: '1000',
        iqs_value_eur: '1500.00',
        white_list_status: 'APPROVED',
      })
    })

    it('answers a retried client order id with the first outcome, without a second order', async () => {
      const trader = await approvedTrader(t, admin, 100)
      const payload = { amount: 5, price: '9.00', order_side: 'SELL', client_order_id: `c-${randomUUID()}` }
      const first = await order(trader.jar, { ...payload, totp: await totpCode(trader.secret) })
      expect(first.statusCode, first.body).toBe(201)
      const retry = await order(trader.jar, { ...payload, totp: '000000' })
      expect(retry.statusCode).toBe(200)
      expect(retry.json().data.id).toBe(first.json().data.id)
    })

    it('refuses orders without 2FA, when not approved or locked, and bad input', async () => {
      const noTotp = await newMember(t)
      await submitKyc(t, noTotp)
      await t.send(admin.jar, { method: 'POST', url: `/api/admin/iqs/white-list/${noTotp.id}/approve` })
      const refused = await order(noTotp.jar, { amount: 1, price: '1.00', order_side: 'BUY', totp: '123456' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toMatchObject({
        code: 'ORDER_TOTP_REQUIRED',
        message: 'Unable to process your order',
        details: { link: '/my-account/preferences' },
      })
      const pending = await newMember(t)
      await activateTotp(t, pending)
      const notApproved = await order(pending.jar, {
        amount: 1,
        price: '1.00',
        order_side: 'BUY',
        totp: '123456',
      })
      expect(notApproved.statusCode).toBe(403)
      expect(notApproved.json().error.code).toBe('NOT_APPROVED')
      const trader = await approvedTrader(t, admin)
      const wrongCode = await order(trader.jar, {
        amount: 1,
        price: '1.00',
        order_side: 'BUY',
        totp: '000000',
      })
      expect(wrongCode.json().error.code).toBe('TOTP_CODE_INVALID')
      for (const bad of [
        { amount: 0, price: '1.00', order_side: 'BUY', totp: '123456' },
        { amount: 1.5, price: '1.00', order_side: 'BUY', totp: '123456' },
        { amount: 1, price: '1.001', order_side: 'BUY', totp: '123456' },
        { amount: 1, price: '1.00', order_side: 'HOLD', totp: '123456' },
        { amount: 1, price: '1.00', order_side: 'BUY' },
        { price: '1.00', order_side: 'BUY', totp: '123456' },
      ]) {
        const response = await order(trader.jar, bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      }
      const noPrice = await order(trader.jar, {
        amount: 1,
        order_side: 'BUY',
        order_type: 'LIMIT',
        totp: '123456',
      })
      expect(noPrice.json().error).toEqual({ code: 'INVALID_PRICE', message: 'Please enter a valid price' })
      await t.send(admin.jar, { method: 'POST', url: `/api/admin/iqs/white-list/${trader.id}/lock` })
      const locked = await order(trader.jar, { amount: 1, price: '1.00', order_side: 'BUY', totp: '123456' })
      expect(locked.json().error.code).toBe('ACCOUNT_LOCKED')
      // Selling tokens one does not have is the engine's refusal, as a 409 with its reason as the code
      // and what its text needs in the details (issue 13: the client words it).
      const seller = await approvedTrader(t, admin)
      const short = await order(seller.jar, {
        amount: 10,
        price: '1.00',
        order_side: 'SELL',
        totp: await totpCode(seller.secret),
      })
      expect(short.statusCode).toBe(409)
      expect(short.json().error).toEqual({
        code: 'INSUFFICIENT_TOKENS',
        message: 'Not enough available IQS tokens',
        details: { reason: 'INSUFFICIENT_TOKENS', instrument: 'IQS', available: 0 },
      })
    })

    it('suspends and restores one trader on both markets', async () => {
      const trader = await approvedTrader(t, admin)
      const suspend = await t.send(admin.jar, {
        method: 'PUT',
        url: `/api/admin/iqs/traders/${trader.id}/suspension`,
        payload: { suspended: true },
      })
      expect(suspend.json().data).toEqual({ user_id: trader.id, suspended: true })
      const suspendedNow = async (): Promise<{ user_id: number }[]> => {
        const response = await t.send(admin.jar, { method: 'GET', url: '/api/admin/iqs/traders/suspended' })
        return response.json().data
      }
      // The admin sees who is suspended, named, on which markets.
      expect((await suspendedNow()).find((s) => s.user_id === trader.id)).toEqual({
        user_id: trader.id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: trader.email,
        instruments: ['IQS', 'OST'],
        suspended_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      const refused = await order(trader.jar, {
        amount: 1,
        price: '1.00',
        order_side: 'BUY',
        totp: await totpCode(trader.secret),
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toEqual({
        code: 'TRADER_SUSPENDED',
        message: 'Your trading privileges are suspended',
        details: { reason: 'TRADER_SUSPENDED', instrument: 'IQS' },
      })
      await t.send(admin.jar, {
        method: 'PUT',
        url: `/api/admin/iqs/traders/${trader.id}/suspension`,
        payload: { suspended: false },
      })
      const ok = await order(trader.jar, {
        amount: 1,
        price: '1.00',
        order_side: 'BUY',
        totp: await totpCode(trader.secret, 1),
      })
      expect(ok.statusCode, ok.body).toBe(201)
      expect((await suspendedNow()).map((s) => s.user_id)).not.toContain(trader.id)
      const asTrader = await t.send(trader.jar, { method: 'GET', url: '/api/admin/iqs/traders/suspended' })
      expect(asTrader.statusCode).toBe(403)
      const unknown = await t.send(admin.jar, {
        method: 'PUT',
        url: '/api/admin/iqs/traders/99999999/suspension',
        payload: { suspended: true },
      })
      expect(unknown.statusCode).toBe(404)
    })

    it('previews the fee with the trade’s computation', async () => {
      const member = await newMember(t)
      const preview = await t.send(member.jar, {
        method: 'POST',
        url: '/api/iqs/order/preview',
        payload: { amount: 1000, price: '12.50', order_side: 'BUY' },
      })
      expect(preview.json().data).toEqual({
        instrument: 'IQS',
        price: '12.50',
        transaction_value: '12500.00',
        fee: '62.50',
        total: '12562.50',
      })
      const sell = await t.send(member.jar, {
        method: 'POST',
        url: '/api/iqs/order/preview',
        payload: { amount: 10, price: '1.00', order_side: 'SELL' },
      })
      expect(sell.json().data).toMatchObject({ fee: '1.00', total: '9.00' })
    })

    it('previews with the fee the engine charges now, even before the read models know of a change', async () => {
      const member = await newMember(t)
      await t.app.projections.stop()
      try {
        const changed = await t.app.markets.submit('OST', randomUUID(), {
          type: 'ConfigureMarket',
          feeMinimumEur: '5.00',
        })
        expect(changed.events.map((e) => e.type)).toEqual(['FeeScheduleChanged'])
        const preview = await t.send(member.jar, {
          method: 'POST',
          url: '/api/iqs/order/preview',
          payload: { amount: 1, price: '1.00', order_side: 'BUY', isIQS: false },
        })
        expect(preview.json().data).toMatchObject({ fee: '5.00', total: '6.00' })
      } finally {
        await t.app.markets.submit('OST', randomUUID(), { type: 'ConfigureMarket', feeMinimumEur: '1.00' })
        t.app.projections.start()
      }
    })

    it('sets fees, the reference price, open status; refuses bad values with the spec messages', async () => {
      const fees = await putConfig({
        isIQS: false,
        transaction_fee_minimum_eur: '2.50',
        transaction_fee_percent: '1.25',
      })
      expect(fees.statusCode, fees.body).toBe(200)
      expect(fees.json().data.OST).toMatchObject({
        transaction_fee_minimum_eur: '2.50',
        transaction_fee_percent: '1.25',
      })
      const badFee = await putConfig({ transaction_fee_percent: '150' })
      expect(badFee.json().error).toEqual({
        code: 'FEE_INVALID',
        message: 'Error: Unable to set transaction fee',
      })
      const price = await putConfig({ isIQS: false, reference_price: '2.00' })
      expect(price.json().data.OST.reference_price).toBe('2.00')
      const suspended = await putConfig({ isIQS: false, open: false })
      expect(suspended.json().data.OST).toMatchObject({ open_status: 'SUSPENDED', is_open: false })
      const trader = await approvedTrader(t, admin)
      const refused = await order(trader.jar, {
        amount: 1,
        price: '2.00',
        isIQS: false,
        order_side: 'BUY',
        totp: await totpCode(trader.secret),
      })
      expect(refused.json().error.code).toBe('MARKET_SUSPENDED')
      expect((await putConfig({ isIQS: false, open: true })).json().data.OST.open_status).toBe('OPEN')
      const member = await newMember(t)
      const asMember = await t.send(member.jar, {
        method: 'PUT',
        url: '/api/admin/iqs/market-config',
        payload: { open: false },
      })
      expect(asMember.statusCode).toBe(403)
      const view = await t.send(member.jar, { method: 'GET', url: '/api/iqs/market-config' })
      expect(view.json().data).toMatchObject({ blackout_period: null, in_blackout: false })
      expect(view.json().data.IQS).toMatchObject({ max_supply: '500000000' })
    })

    it('applies a change request all or nothing, and once per request id', async () => {
      const events = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)).rows[0]!.n
      const before = (await config()).OST
      // A bad part refuses the whole request: the fee and the status before it do not apply.
      const badPrice = await putConfig({
        isIQS: false,
        transaction_fee_minimum_eur: '7.00',
        open: false,
        reference_price: '99999.00',
      })
      expect(badPrice.statusCode).toBe(400)
      expect(badPrice.json().error.code).toBe('INVALID_PRICE')
      const badBlackout = await putConfig({
        isIQS: false,
        transaction_fee_minimum_eur: '7.00',
        blackout_period: { start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
      })
      expect(badBlackout.json().error.code).toBe('MARKET_STATUS_FAILED')
      expect((await config()).OST).toMatchObject({
        transaction_fee_minimum_eur: before.transaction_fee_minimum_eur,
        open_status: before.open_status,
        reference_price: before.reference_price,
      })
      expect((await config()).blackout_period).toBeNull()

      // Sent twice (a retry after a timeout): applied once, one command, one set of events.
      const request = {
        isIQS: false,
        transaction_fee_minimum_eur: '3.00',
        open: false,
        request_id: randomUUID(),
      }
      const first = await putConfig(request)
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json().data.OST).toMatchObject({
        transaction_fee_minimum_eur: '3.00',
        open_status: 'SUSPENDED',
      })
      expect((await putConfig({ isIQS: false, open: true })).json().data.OST.open_status).toBe('OPEN')
      const count = await events()
      const again = await putConfig(request)
      expect(again.statusCode).toBe(200)
      expect(again.json().data.OST.open_status).toBe('OPEN')
      expect(await events()).toBe(count)
      const { rows } = await sql<{ type: string }>`
        select type from events where stream_id = 'market-OST'
        and metadata->>'commandId' = ${`market-config-${request.request_id}`} order by position`.execute(
        t.database.db,
      )
      expect(rows.map((e) => e.type)).toEqual(['FeeScheduleChanged', 'MarketStatusChanged'])
      expect((await putConfig({ isIQS: false, transaction_fee_minimum_eur: '1.00' })).statusCode).toBe(200)
    })

    it('refuses token creation beyond max creatable and bad amounts', async () => {
      const before = await config()
      const tooMany = await t.send(admin.jar, {
        method: 'POST',
        url: '/api/admin/iqs/tokens',
        payload: { amount: Number(before.IQS.max_creatable) + 1 },
      })
      expect(tooMany.statusCode).toBe(409)
      expect(tooMany.json().error).toEqual({
        code: 'MAX_SUPPLY_EXCEEDED',
        message: 'Error: Trying to create more tokens than available is not permited',
      })
      for (const amount of [0, -5, 'lots', 1.5, null]) {
        const bad = await t.send(admin.jar, {
          method: 'POST',
          url: '/api/admin/iqs/tokens',
          payload: { amount },
        })
        expect(bad.json().error, String(amount)).toEqual({
          code: 'AMOUNT_INVALID',
          message: 'Please enter a valid amount',
        })
      }
      expect((await config()).IQS.max_creatable).toBe(before.IQS.max_creatable)
    })

    it('schedules a blackout period: orders are refused inside it, and the scheduler drives the status', async () => {
      const trader = await approvedTrader(t, admin)
      const now = Date.now()
      const scheduled = await putConfig({
        blackout_period: {
          start: new Date(now - 60_000).toISOString(),
          end: new Date(now + 3_600_000).toISOString(),
        },
      })
      expect(scheduled.json().data.in_blackout).toBe(true)
      expect(scheduled.json().data.IQS.open_status).toBe('BLACKOUT')
      const refused = await order(trader.jar, { amount: 1, price: '1.00', order_side: 'BUY', totp: '123456' })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.code).toBe('MARKET_BLACKOUT')
      const badPeriod = await putConfig({
        blackout_period: { start: new Date(now).toISOString(), end: new Date(now - 1).toISOString() },
      })
      expect(badPeriod.json().error.message).toMatch(/^Error: Unable to set market open status/)
      // A scheduler on a test clock past the period's end: the markets open again, nothing stays armed.
      const clock = testClock(now + 3_600_001)
      const scheduler = new BlackoutScheduler({
        markets: t.app.markets,
        instruments: ['IQS', 'OST'],
        readPeriod: async () => ({ start: now - 60_000, end: now + 3_600_000 }),
        readStatus: async (instrument) => {
          await readYourWrites(t.app)
          const row = await t.database.db
            .selectFrom('iqs_market_state')
            .select('status')
            .where('instrument', '=', instrument)
            .executeTakeFirst()
          return row?.status ?? 'OPEN'
        },
        clock,
      })
      await scheduler.reschedule()
      await readYourWrites(t.app)
      const cleared = await putConfig({ blackout_period: null })
      expect(cleared.json().data).toMatchObject({ blackout_period: null, in_blackout: false })
      expect(cleared.json().data.IQS.open_status).toBe('OPEN')
      expect(clock.pending()).toEqual([])
      scheduler.stop()
    })

    it('puts the market in blackout again when the same period is scheduled after a clear', async () => {
      const now = Date.now()
      const period = {
        start: new Date(now - 60_000).toISOString(),
        end: new Date(now + 3_600_000).toISOString(),
      }
      expect((await putConfig({ blackout_period: period })).json().data.IQS.open_status).toBe('BLACKOUT')
      expect((await putConfig({ blackout_period: null })).json().data.IQS.open_status).toBe('OPEN')
      const again = await putConfig({ blackout_period: period })
      expect(again.json().data).toMatchObject({ in_blackout: true, IQS: { open_status: 'BLACKOUT' } })
      expect((await putConfig({ blackout_period: null })).json().data.IQS.open_status).toBe('OPEN')
    })

    it('lists the order a trader just placed, even while the read models lag behind the log', async () => {
      const trader = await approvedTrader(t, admin, 1_000)
      // Without its background loops the read models move only when a read catches them up.
      await t.app.projections.stop()
      try {
        const placed = await order(trader.jar, {
          amount: 5,
          price: '7.77',
          isIQS: true,
          order_side: 'SELL',
          order_type: 'LIMIT',
          totp: await totpCode(trader.secret),
        })
        expect(placed.statusCode, placed.body).toBe(201)
        const open = await t.send(trader.jar, { method: 'GET', url: '/api/iqs/orders?status=open' })
        expect(open.json().data.map((o: { id: string }) => o.id)).toEqual([placed.json().data.id])
      } finally {
        t.app.projections.start()
      }
    })
  })
}
