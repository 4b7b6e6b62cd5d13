import { settlementNotReadyDetailsSchema } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { Wallet } from 'ethers'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTLED_TRADE_TYPES, settledTradeDomain } from '../../src/iqs/signatures/settled-trade-typed-data.js'
import { errorOf, startTokenApp, type Person, type TokenTestApp } from './settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`two traders through settlement on ${backend.name}`, () => {
    let t: TokenTestApp
    let seller: Person
    let buyer: Person
    let outsider: Person
    let member: Person
    let tradeId: string
    let executedAt: number

    const order = (person: Person, side: 'BUY' | 'SELL', price: number, quantity: number) =>
      t.market('IQS', {
        type: 'PlaceOrder',
        orderId: randomUUID(),
        traderId: String(person.id),
        side,
        orderType: 'LIMIT',
        price,
        quantity,
      })

    beforeAll(async () => {
      t = await startTokenApp(backend)
      seller = await t.trader(1_000)
      buyer = await t.trader()
      outsider = await t.trader(10)
      member = await t.member()
      await order(seller, 'SELL', 150, 100)
      const crossing = await order(buyer, 'BUY', 150, 100)
      const trade = crossing.events.find((e) => e.type === 'TradeExecuted')
      if (!trade || trade.type !== 'TradeExecuted') throw new Error('no trade')
      tradeId = trade.tradeId
      await t.caughtUp()
      const row = await t.database.db
        .selectFrom('iqs_trades')
        .select('position')
        .where('trade_id', '=', tradeId)
        .executeTakeFirstOrThrow()
      executedAt = Number(row.position)
    })
    afterAll(() => t?.close())

    it('shows the trade to both parties with the spec member columns', async () => {
      const mine = await t.as(buyer, 'GET', '/api/iqs/settlements')
      expect(mine.statusCode).toBe(200)
      expect(mine.json().data).toEqual([
        expect.objectContaining({
          transaction: tradeId,
          type: 'BOOK',
          side: 'BUY',
          quantity: '100',
          unitPrice: '1.50',
          totalValue: '150.00',
          fee: '1.00',
          netValue: '151.00',
          validatedByBuyer: false,
          validatedBySeller: false,
          eurosReceived: false,
          tokensTransferred: false,
          status: 'PENDING',
          signature: null,
        }),
      ])
      const theirs = (await t.as(seller, 'GET', '/api/iqs/settlements')).json().data
      expect(theirs[0]).toMatchObject({ side: 'SELL', netValue: '149.00' })
      expect((await t.as(outsider, 'GET', '/api/iqs/settlements')).json().data).toEqual([])
    })

    it('refuses validation by others, unknown trades, and non-approved members, changing nothing', async () => {
      const other = await t.as(outsider, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      expect(other.statusCode).toBe(404)
      expect(errorOf(other).code).toBe('SETTLEMENT_NOT_FOUND')
      expect((await t.as(buyer, 'POST', '/api/iqs/settlements/IQS-999999/validate')).statusCode).toBe(404)
      const notApproved = await t.as(member, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      expect(notApproved.statusCode).toBe(403)
      expect(errorOf(notApproved).code).toBe('IQS_TRADER_NOT_APPROVED')
      const asMember = await t.as(buyer, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
      expect(asMember.statusCode).toBe(403)
      expect(errorOf(asMember).code).toBe('ROLE_FORBIDDEN')
      expect((await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data[0].validatedByBuyer).toBe(false)
    })

    it('refuses to accept before both validations and the euros: "Error accepting transaction"', async () => {
      const early = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
      expect(early.statusCode).toBe(409)
      expect(errorOf(early)).toMatchObject({ code: 'SETTLEMENT_NOT_READY' })
      expect(errorOf(early).message).toMatch(/^Error accepting transaction/)
      // Which steps are missing, typed by the protocol, for the admin's screen to say.
      expect(settlementNotReadyDetailsSchema.parse(errorOf(early).details)).toEqual({
        missing: ['BUYER_VALIDATION', 'SELLER_VALIDATION', 'EUROS_RECEIVED'],
      })
      expect(await t.balance(buyer)).toMatchObject({ available: 0 })
    })

    it('records each side, then the euros, then the acceptance; tokens move and the trade is signed', async () => {
      const byBuyer = await t.as(buyer, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      expect(byBuyer.statusCode).toBe(200)
      expect(byBuyer.json().data).toMatchObject({ validatedByBuyer: true, validatedBySeller: false })
      // Validating twice is harmless.
      expect((await t.as(buyer, 'POST', `/api/iqs/settlements/${tradeId}/validate`)).statusCode).toBe(200)
      const bySeller = await t.as(seller, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      expect(bySeller.json().data).toMatchObject({ validatedByBuyer: true, validatedBySeller: true })

      const queue = await t.as(t.admin, 'GET', '/api/admin/iqs/settlements?status=PENDING')
      expect(queue.json().data).toEqual([
        expect.objectContaining({
          tradeId,
          buyer: expect.objectContaining({ id: buyer.id, email: buyer.email }),
          seller: expect.objectContaining({ id: seller.id }),
          type: 'BOOK',
          units: '100',
          unitPrice: '1.50',
          commission: '2.00',
          total: '150.00',
          validatedByBuyer: true,
          validatedBySeller: true,
          eurosReceived: false,
        }),
      ])
      const noEuros = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
      expect(noEuros.statusCode).toBe(409)
      expect(errorOf(noEuros)).toMatchObject({
        code: 'SETTLEMENT_NOT_READY',
        message: 'Error accepting transaction: the euros have not been received',
        details: { missing: ['EUROS_RECEIVED'] },
      })
      const euros = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/euros-received`)
      expect(euros.json().data).toMatchObject({ eurosReceived: true, status: 'PENDING' })

      const accepted = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json().data).toMatchObject({ status: 'SETTLED' })
      expect(await t.balance(buyer)).toEqual({ available: 100, reserved: 0, escrow: 0 })
      expect(await t.balance(seller)).toEqual({ available: 900, reserved: 0, escrow: 0 })

      const mine = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data[0]
      expect(mine).toMatchObject({ tokensTransferred: true, status: 'SETTLED' })
      expect(mine.signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(mine.signedPayload).toMatchObject({
        tradeId,
        instrument: 'IQS',
        buyer: String(buyer.id),
        seller: String(seller.id),
        quantity: '100',
        unitPriceCents: '150',
      })
    })

    it('keeps both decisions final', async () => {
      for (const action of ['accept', 'reject', 'euros-received']) {
        const again = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/${action}`)
        expect(again.statusCode, action).toBe(409)
      }
      expect((await t.as(seller, 'POST', `/api/iqs/settlements/${tradeId}/validate`)).statusCode).toBe(409)
      expect(await t.balance(buyer)).toMatchObject({ available: 100 })
    })

    it('verifies the signature, and tells a forged one or a tampered payload', async () => {
      const { signature, signedPayload } = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data[0]
      const verify = (payload: unknown, sig: unknown) =>
        t.app.inject({ method: 'POST', url: '/api/iqs/verify', payload: { payload, signature: sig } })
      const good = await verify(signedPayload, signature)
      expect(good.statusCode).toBe(200)
      expect(good.json().data).toEqual({
        authentic: true,
        platform: true,
        signer: t.app.platformSigner.address,
        platformAddress: t.app.platformSigner.address,
        // The chain mirror is off in this app (the chain's journey test has it on).
        onChain: null,
      })
      const tampered = await verify({ ...signedPayload, quantity: '1000' }, signature)
      expect(tampered.json().data).toMatchObject({ authentic: false, platform: false })
      expect(tampered.json().data.signer).not.toBe(t.app.platformSigner.address)

      const forger = Wallet.createRandom()
      const forged = await forger.signTypedData(
        settledTradeDomain(t.app.platformSigner.chainId),
        SETTLED_TRADE_TYPES,
        signedPayload,
      )
      const caught = await verify(signedPayload, forged)
      expect(caught.json().data).toMatchObject({ authentic: false, signer: forger.address })

      for (const [payload, sig] of [
        [signedPayload, 'not a signature'],
        [{ tradeId }, signature],
        ['text', signature],
        [{ ...signedPayload, quantity: '-1' }, signature],
        [undefined, undefined],
      ]) {
        const bad = await verify(payload, sig)
        expect(bad.statusCode).toBe(400)
        expect(errorOf(bad)).toEqual({
          code: 'SIGNATURE_CHECK_FAILED',
          message: 'Failed to check authenticity',
        })
      }
    })

    it('writes the account history of both traders and the admin trade history', async () => {
      const history = (await t.as(buyer, 'GET', '/api/iqs/account-history')).json().data
      expect(history[0]).toMatchObject({
        description: `Bought 100 IQS (trade ${tradeId})`,
        direction: 'CREDIT',
        volume: '100',
        unitPrice: '1.50',
        value: '150.00',
        balance: '100',
        status: 'SETTLED',
      })
      const sold = (await t.as(seller, 'GET', '/api/iqs/account-history')).json().data
      expect(sold[0]).toMatchObject({ direction: 'DEBIT', balance: '900', status: 'SETTLED' })
      expect(sold.at(-1)).toMatchObject({ direction: 'CREDIT', volume: '1000' })

      const all = await t.as(t.admin, 'GET', '/api/admin/iqs/account-history')
      expect(all.json().data).toEqual([
        expect.objectContaining({
          tradeId,
          buyer: 'Ada Lovelace',
          seller: 'Ada Lovelace',
          type: 'BOOK',
          units: '100',
          unitPrice: '1.50',
          total: '150.00',
          status: 'SETTLED',
          cleared: expect.any(String),
        }),
      ])
      expect((await t.as(buyer, 'GET', '/api/admin/iqs/account-history')).statusCode).toBe(403)
    })

    it('lists the holders now and as of a past position', async () => {
      const now = (await t.as(t.admin, 'GET', '/api/admin/iqs/holdings')).json().data
      expect(now.iqsPrice).toBe('1.50')
      const byId = (list: { userId: number }[], id: number) => list.find((h) => h.userId === id)
      expect(byId(now.holders, buyer.id)).toMatchObject({
        iqsShares: '100',
        investedEur: '150.00',
        marketValueEur: '150.00',
        email: buyer.email,
        phone: expect.stringMatching(/^\+33 6/),
      })
      expect(byId(now.holders, seller.id)).toMatchObject({ iqsShares: '900', investedEur: '0.00' })
      expect(now.totals.iqsShares).toBe('1010')

      const before = (await t.as(t.admin, 'GET', `/api/admin/iqs/holdings?at=${executedAt}`)).json().data
      expect(before.position).toBe(executedAt)
      expect(byId(before.holders, buyer.id)).toBeUndefined()
      expect(byId(before.holders, seller.id)).toMatchObject({ iqsShares: '1000' })

      expect((await t.as(buyer, 'GET', '/api/admin/iqs/holdings')).statusCode).toBe(403)
      expect((await t.as(t.admin, 'GET', '/api/admin/iqs/holdings?at=-1')).statusCode).toBe(400)
    })

    it('exports the holders register as a real Excel sheet', async () => {
      const response = await t.as(t.admin, 'GET', '/api/admin/iqs/holdings.xlsx')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('spreadsheetml')
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('Holders')!
      expect(sheet.getRow(2).values).toEqual([
        undefined,
        'Owner',
        'Phone',
        'E-mail',
        'IQS shares',
        'OST shares',
        'Invested €',
        'Market value €',
      ])
      const rows = [3, 4, 5].map((n) => sheet.getRow(n))
      const buyerRow = rows.find((r) => r.getCell(3).value === buyer.email)!
      expect(buyerRow.getCell(4).value).toBe(100)
      expect(buyerRow.getCell(6).value).toBe(150)
      expect(buyerRow.getCell(6).numFmt).toContain('0.00')
      const totals = sheet.getRow(6)
      expect(totals.getCell(1).value).toBe('Total')
      expect(totals.getCell(4).value).toMatchObject({ formula: 'SUM(D3:D5)', result: 1010 })
    })

    it('rejects a trade: the escrowed tokens go back to the seller, for good', async () => {
      await order(seller, 'SELL', 150, 10)
      const crossing = await order(outsider, 'BUY', 150, 10)
      const trade = crossing.events.find((e) => e.type === 'TradeExecuted')!
      const id = (trade as { tradeId: string }).tradeId
      expect(await t.balance(seller)).toMatchObject({ available: 890, escrow: 10 })
      const rejected = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${id}/reject`)
      expect(rejected.statusCode).toBe(200)
      expect(rejected.json().data).toMatchObject({ status: 'REJECTED' })
      expect(await t.balance(seller)).toMatchObject({ available: 900, escrow: 0 })
      expect((await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${id}/accept`)).statusCode).toBe(409)
      expect((await t.as(t.admin, 'POST', '/api/admin/iqs/settlements/IQS-424242/reject')).statusCode).toBe(
        404,
      )
    })
  })
}
