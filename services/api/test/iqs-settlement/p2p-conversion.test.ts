import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, startTokenApp, type Person, type TokenTestApp } from './settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const PRICE_ZERO = 'The current IQS token price is zero. Cannot perform the order/conversion'

for (const backend of journeyDatabases()) {
  describe(`P2P deals and conversions on ${backend.name}`, () => {
    let t: TokenTestApp
    let seller: Person
    let buyer: Person
    let outsider: Person
    let member: Person

    const propose = (from: Person, body: Record<string, unknown>) =>
      t.as(from, 'POST', '/api/iqs/p2p/propose', body)

    beforeAll(async () => {
      t = await startTokenApp(backend)
      seller = await t.trader(500)
      buyer = await t.trader()
      outsider = await t.trader(5)
      member = await t.member()
    })
    afterAll(() => t?.close())

    it('lists the other approved share owners as P2P partners', async () => {
      const partners = await t.as(seller, 'GET', '/api/share-owners')
      expect(partners.statusCode).toBe(200)
      const ids = partners.json().data.map((p: { id: number }) => p.id)
      expect(ids).toEqual(expect.arrayContaining([buyer.id, outsider.id]))
      expect(ids).not.toContain(seller.id)
      expect(ids).not.toContain(member.id)
      expect(partners.json().data[0]).toEqual({
        id: expect.any(Number),
        first_name: 'Ada',
        last_name: 'Lovelace',
      })
      const refused = await t.as(member, 'GET', '/api/share-owners')
      expect(refused.statusCode).toBe(403)
      expect(errorOf(refused).code).toBe('IQS_TRADER_NOT_APPROVED')
    })

    it('refuses bad proposals with a clear 4xx and locks nothing', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ to: seller.id, amount: 10, price: '1.00' }, 400, 'P2P_PARTNER_INVALID'],
        [{ to: member.id, amount: 10, price: '1.00' }, 400, 'P2P_PARTNER_INVALID'],
        [{ to: buyer.id, amount: 'ten', price: '1.00' }, 400, 'VALIDATION_FAILED'],
        [{ to: buyer.id, amount: 10, price: '0' }, 400, 'VALIDATION_FAILED'],
        [{ to: buyer.id, amount: 10, price: '1.001' }, 400, 'VALIDATION_FAILED'],
        [{ to: buyer.id, amount: -3, price: '1.00' }, 400, 'VALIDATION_FAILED'],
        [{ amount: 10, price: '1.00' }, 400, 'VALIDATION_FAILED'],
        [{ to: buyer.id, amount: 501, price: '1.00' }, 409, 'INSUFFICIENT_TOKENS'],
      ]
      for (const [body, status, code] of cases) {
        const response = await propose(seller, body)
        expect(response.statusCode, JSON.stringify(body)).toBe(status)
        expect(errorOf(response).code, JSON.stringify(body)).toBe(code)
      }
      expect(errorOf(await propose(seller, { to: buyer.id, amount: 501, price: '1.00' }))).toEqual({
        code: 'INSUFFICIENT_TOKENS',
        message: 'Not enough available IQS tokens',
        details: { reason: 'INSUFFICIENT_TOKENS', instrument: 'IQS', available: 500 },
      })
      expect((await propose(member, { to: buyer.id, amount: 1, price: '1.00' })).statusCode).toBe(403)
      expect(await t.balance(seller)).toEqual({ available: 500, reserved: 0, escrow: 0 })
    })

    it('refuses a proposal and a conversion while the reference price is zero', async () => {
      await t.market('IQS', { type: 'SetReferencePrice', price: 0 })
      try {
        const p2p = await propose(seller, { to: buyer.id, amount: 10, price: '1.00' })
        expect(p2p.statusCode).toBe(409)
        const refusal = {
          code: 'REFERENCE_PRICE_ZERO',
          message: PRICE_ZERO,
          details: { reason: 'REFERENCE_PRICE_ZERO', instrument: 'IQS' },
        }
        expect(errorOf(p2p)).toEqual(refusal)
        const conversion = await t.as(seller, 'POST', '/api/iqs/conversion', { amount: 10 })
        expect(errorOf(conversion)).toEqual(refusal)
      } finally {
        await t.market('IQS', { type: 'SetReferencePrice', price: 100 })
      }
      expect(await t.balance(seller)).toMatchObject({ available: 500, escrow: 0 })
    })

    it('locks the proposer’s tokens, shows the proposal both ways, and lets only the right party answer', async () => {
      const created = await propose(seller, { to: buyer.id, amount: 40, price: '1.25', isIQS: true })
      expect(created.statusCode).toBe(201)
      const proposal = created.json().data
      expect(proposal).toMatchObject({
        direction: 'OUT',
        sellerId: seller.id,
        buyerId: buyer.id,
        quantity: '40',
        price: '1.25',
        total: '50.00',
        status: 'PROPOSED',
        counterparty: { id: buyer.id },
      })
      expect(await t.balance(seller)).toMatchObject({ available: 460, escrow: 40 })
      await t.caughtUp()
      const incoming = (await t.as(buyer, 'GET', '/api/iqs/p2p')).json().data
      expect(incoming).toEqual([
        expect.objectContaining({
          id: proposal.id,
          direction: 'IN',
          counterparty: expect.objectContaining({ id: seller.id }),
        }),
      ])
      expect((await t.as(outsider, 'GET', '/api/iqs/p2p')).json().data).toEqual([])

      const url = (action: string) => `/api/iqs/p2p/${proposal.id}/${action}`
      expect(errorOf(await t.as(seller, 'POST', url('accept'))).code).toBe('P2P_FORBIDDEN')
      expect(errorOf(await t.as(seller, 'POST', url('reject'))).code).toBe('P2P_FORBIDDEN')
      expect(errorOf(await t.as(buyer, 'POST', url('cancel'))).code).toBe('P2P_FORBIDDEN')
      expect((await t.as(outsider, 'POST', url('accept'))).statusCode).toBe(404)
      expect((await t.as(buyer, 'POST', '/api/iqs/p2p/no-such-proposal/accept')).statusCode).toBe(404)
      expect(await t.balance(seller)).toMatchObject({ escrow: 40 })

      const rejected = await t.as(buyer, 'POST', url('reject'))
      expect(rejected.statusCode).toBe(200)
      expect(rejected.json().data).toMatchObject({ status: 'REJECTED', direction: 'IN' })
      expect(await t.balance(seller)).toMatchObject({ available: 500, escrow: 0 })
      const twice = await t.as(buyer, 'POST', url('reject'))
      expect(twice.statusCode).toBe(409)
      expect(errorOf(twice).code).toBe('P2P_ALREADY_ANSWERED')
      expect((await t.as(seller, 'POST', url('cancel'))).statusCode).toBe(409)
    })

    it('lets the proposer cancel an open proposal', async () => {
      const proposal = (await propose(seller, { to: outsider.id, amount: 5, price: 2 })).json().data
      const cancelled = await t.as(seller, 'POST', `/api/iqs/p2p/${proposal.id}/cancel`)
      expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', direction: 'OUT' })
      expect(await t.balance(seller)).toMatchObject({ available: 500, escrow: 0 })
    })

    it('turns an accepted proposal into a trade settled like any other', async () => {
      const proposal = (await propose(seller, { to: buyer.id, amount: 20, price: '1.10' })).json().data
      const accepted = await t.as(buyer, 'POST', `/api/iqs/p2p/${proposal.id}/accept`)
      expect(accepted.statusCode).toBe(200)
      const { tradeId } = accepted.json().data
      expect(tradeId).toEqual(expect.any(String))
      expect(errorOf(await t.as(seller, 'POST', `/api/iqs/p2p/${proposal.id}/cancel`)).code).toBe(
        'P2P_ALREADY_ANSWERED',
      )
      const settlement = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data
      expect(settlement[0]).toMatchObject({
        transaction: tradeId,
        type: 'P2P',
        quantity: '20',
        unitPrice: '1.10',
      })
      await t.as(buyer, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      await t.as(seller, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
      await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/euros-received`)
      const done = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
      expect(done.json().data).toMatchObject({ status: 'SETTLED', type: 'P2P' })
      expect(await t.balance(buyer)).toMatchObject({ available: 20 })
      expect(await t.balance(seller)).toMatchObject({ available: 480, escrow: 0 })
    })

    it('asks for a conversion against available IQS, and an admin rejects it', async () => {
      const tooMuch = await t.as(outsider, 'POST', '/api/iqs/conversion', { amount: 6 })
      expect(tooMuch.statusCode).toBe(409)
      expect(errorOf(tooMuch).code).toBe('INSUFFICIENT_TOKENS')
      expect((await t.as(outsider, 'POST', '/api/iqs/conversion', { amount: 0 })).statusCode).toBe(400)
      expect((await t.as(outsider, 'POST', '/api/iqs/conversion', {})).statusCode).toBe(400)
      expect((await t.as(member, 'POST', '/api/iqs/conversion', { amount: 1 })).statusCode).toBe(403)

      const asked = await t.as(outsider, 'POST', '/api/iqs/conversion', { amount: 5 })
      expect(asked.statusCode).toBe(201)
      const conversion = asked.json().data
      expect(conversion).toMatchObject({ quantity: '5', status: 'PENDING', traderId: outsider.id })
      expect(await t.balance(outsider)).toMatchObject({ available: 0, escrow: 5 })
      await t.caughtUp()
      expect((await t.as(outsider, 'GET', '/api/iqs/conversions')).json().data).toEqual([
        expect.objectContaining({ id: conversion.id }),
      ])
      const queue = (await t.as(t.admin, 'GET', '/api/admin/iqs/conversions?status=PENDING')).json().data
      expect(queue).toEqual([
        expect.objectContaining({
          id: conversion.id,
          trader: expect.objectContaining({ email: outsider.email }),
        }),
      ])
      expect(
        (await t.as(outsider, 'POST', `/api/admin/iqs/conversions/${conversion.id}/accept`)).statusCode,
      ).toBe(403)

      const rejected = await t.as(t.admin, 'POST', `/api/admin/iqs/conversions/${conversion.id}/reject`)
      expect(rejected.json().data).toMatchObject({ status: 'REJECTED' })
      expect(await t.balance(outsider)).toMatchObject({ available: 5, escrow: 0 })
      const again = await t.as(t.admin, 'POST', `/api/admin/iqs/conversions/${conversion.id}/accept`)
      expect(errorOf(again).code).toBe('CONVERSION_ALREADY_DECIDED')
      expect((await t.as(t.admin, 'POST', '/api/admin/iqs/conversions/nope/accept')).statusCode).toBe(404)
    })

    it('converts IQS into OST 1:1 once an admin accepts', async () => {
      const conversion = (await t.as(outsider, 'POST', '/api/iqs/conversion', { amount: 3 })).json().data
      const accepted = await t.as(t.admin, 'POST', `/api/admin/iqs/conversions/${conversion.id}/accept`)
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED' })
      expect(await t.balance(outsider)).toMatchObject({ available: 2, escrow: 0 })
      expect(await t.balance(outsider, 'OST')).toMatchObject({ available: 3 })
      const history = (await t.as(outsider, 'GET', '/api/iqs/account-history')).json().data
      expect(history.map((r: { description: string }) => r.description)).toEqual(
        expect.arrayContaining(['3 IQS converted to OST', '3 OST received from a conversion of IQS']),
      )
    })
  })
}
