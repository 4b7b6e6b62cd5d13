import { describe, expect, it } from 'vitest'
import type { EngineCommand } from '../src/index.js'
import { BOOKS, amend, buy, cancel, credit, market, rest, sell, spec } from './spec-dsl.js'

const at = 1_700_000_000_000
const status = (value: 'OPEN' | 'SUSPENDED' | 'BLACKOUT'): EngineCommand => ({
  type: 'SetMarketStatus',
  status: value,
  at,
})
const lock = (
  lockId: string,
  traderId: string,
  quantity: number,
  purpose: 'P2P' | 'CONVERSION' = 'P2P',
): EngineCommand => ({
  type: 'LockTokens',
  lockId,
  traderId,
  quantity,
  purpose,
  at,
})

for (const book of BOOKS) {
  describe(`market rules on the ${book} book`, () => {
    describe('market status', () => {
      it('blackout refuses orders with a reason that names it, but allows cancels', () => {
        const s = spec(book).given(rest('b1', 'x', 'BUY', 100, 1))
        s.when(status('BLACKOUT')).then({
          type: 'MarketStatusChanged',
          status: 'BLACKOUT',
          previousStatus: 'OPEN',
        })
        s.when(buy('b2', 'x', 100, 1)).thenRejected('MARKET_BLACKOUT')
        expect(s.events[0]).not.toHaveProperty('params')
        s.when(market('m', 'x', 'SELL', 1)).thenRejected('MARKET_BLACKOUT')
        s.when(amend('b1', 'x', { quantity: 1 })).thenRejected('MARKET_BLACKOUT')
        s.when(cancel('b1', 'x')).thenTypes('OrderCancelled')
      })

      it('suspended refuses orders; reopening accepts them again', () => {
        const s = spec(book).given(status('SUSPENDED'))
        s.when(buy('b1', 'x', 100, 1)).thenRejected('MARKET_SUSPENDED')
        s.when(status('SUSPENDED')).thenRejected('NO_CHANGE')
        s.when(status('OPEN')).thenTypes('MarketStatusChanged')
        s.when(buy('b1', 'x', 100, 1)).thenTypes('OrderAccepted', 'OrderRested')
      })

      it('a suspended trader cannot place or amend but can cancel; reinstated can trade', () => {
        const s = spec(book).given(rest('b1', 'x', 'BUY', 100, 2))
        s.when({ type: 'SuspendTrader', traderId: 'x', at }).then({ type: 'TraderSuspended', traderId: 'x' })
        s.when({ type: 'SuspendTrader', traderId: 'x', at }).thenRejected('NO_CHANGE')
        s.when(buy('b2', 'x', 100, 1)).thenRejected('TRADER_SUSPENDED')
        s.when(amend('b1', 'x', { quantity: 1 })).thenRejected('TRADER_SUSPENDED')
        s.when(buy('b3', 'y', 100, 1)).thenTypes('OrderAccepted', 'OrderRested')
        s.when(cancel('b1', 'x')).thenTypes('OrderCancelled')
        s.when({ type: 'ReinstateTrader', traderId: 'x', at }).thenTypes('TraderReinstated')
        s.when(buy('b2', 'x', 100, 1)).thenTypes('OrderAccepted', 'OrderRested')
      })

      it('a zero reference price refuses orders, P2P and conversions, naming the market', () => {
        const s = spec(book, { referencePrice: 0 }).given(credit('x', 10))
        s.when(buy('b1', 'x', 100, 1)).then({
          type: 'OrderRejected',
          reason: 'REFERENCE_PRICE_ZERO',
          params: { instrument: 'IQS' },
        })
        s.when(lock('l1', 'x', 1, 'CONVERSION')).thenRejected('REFERENCE_PRICE_ZERO')
        s.when(lock('l1', 'x', 1, 'P2P')).thenRejected('REFERENCE_PRICE_ZERO')
        s.when({ type: 'SetReferencePrice', price: 250, at }).then({ type: 'ReferencePriceSet', price: 250 })
        s.when(buy('b1', 'x', 100, 1)).thenTypes('OrderAccepted', 'OrderRested')
        s.when({ type: 'SetReferencePrice', price: -1, at }).thenRejected('INVALID_PRICE')
      })

      it('the OST market names its own token', () => {
        spec(book, { instrument: 'OST', referencePrice: 0 })
          .when(buy('b1', 'x', 100, 1))
          .then({ reason: 'REFERENCE_PRICE_ZERO', params: { instrument: 'OST' } })
      })

      it('a trade moves the reference price', () => {
        const s = spec(book)
          .given(credit('s', 5), rest('a', 's', 'SELL', 123, 5))
          .when(buy('b', 'x', 130, 1))
        expect(s.state.referencePrice).toBe(123)
      })
    })

    describe('tokens', () => {
      it('a trader cannot sell what is not available', () => {
        const s = spec(book).given(credit('s', 10))
        s.when(sell('a1', 's', 100, 11)).thenRejected('INSUFFICIENT_TOKENS')
        s.when(sell('a1', 's', 100, 6)).thenAccount('s', { available: 4, reserved: 6 })
        s.when(sell('a2', 's', 100, 5)).thenRejected('INSUFFICIENT_TOKENS')
        s.when(market('m1', 's', 'SELL', 5)).thenRejected('INSUFFICIENT_TOKENS')
        spec(book)
          .when(sell('a1', 'nobody', 100, 1))
          .thenRejected('INSUFFICIENT_TOKENS')
      })

      it('reserved tokens move to escrow on a trade; settlement gives them to the buyer', () => {
        const s = spec(book).given(credit('s', 10), sell('a1', 's', 100, 10))
        s.when(buy('b1', 'x', 100, 4)).then(
          { type: 'OrderAccepted' },
          { type: 'TradeExecuted', tradeId: 'IQS-1' },
        )
        s.thenAccount('s', { available: 0, reserved: 6, escrow: 4 })
        s.when({ type: 'SettleTrade', tradeId: 'IQS-1', at }).then({
          type: 'TradeSettled',
          tradeId: 'IQS-1',
          buyerId: 'x',
          sellerId: 's',
          quantity: 4,
        })
        s.thenAccount('s', { escrow: 0, reserved: 6 }).thenAccount('x', { available: 4 })
        s.when({ type: 'SettleTrade', tradeId: 'IQS-1', at }).thenRejected('UNKNOWN_TRADE')
        s.when({ type: 'SettleTrade', tradeId: 'IQS-99', at }).thenRejected('UNKNOWN_TRADE')
        s.when({ type: 'SettleTrade', tradeId: 'nonsense', at }).thenRejected('UNKNOWN_TRADE')
      })

      it('a rejected settlement gives the escrow back to the seller', () => {
        const s = spec(book).given(credit('s', 10), sell('a1', 's', 100, 10), buy('b1', 'x', 100, 10))
        s.thenAccount('s', { escrow: 10, reserved: 0 })
        s.when({ type: 'RejectSettlement', tradeId: 'IQS-1', at }).thenTypes('SettlementRejected')
        s.thenAccount('s', { escrow: 0, available: 10 }).thenAccount('x', { available: 0 })
        s.when({ type: 'RejectSettlement', tradeId: 'IQS-1', at }).thenRejected('UNKNOWN_TRADE')
      })

      it('a taker sell moves available tokens straight to escrow', () => {
        spec(book)
          .given(credit('s', 10), rest('b1', 'x', 'BUY', 100, 4))
          .when(sell('a1', 's', 100, 6))
          .thenTypes('OrderAccepted', 'TradeExecuted', 'OrderRested')
          .thenAccount('s', { available: 4, escrow: 4, reserved: 2 })
      })

      it('credits from treasury and shareholder additions', () => {
        const s = spec(book)
        s.when(credit('a', 500)).then({
          type: 'TokensCredited',
          traderId: 'a',
          quantity: 500,
          source: 'TREASURY_ALLOCATION',
        })
        s.when({
          type: 'CreditTokens',
          traderId: 'a',
          quantity: 5,
          source: 'SHAREHOLDER_ADDED',
          reference: 'r',
          at,
        })
          .thenTypes('TokensCredited')
          .thenAccount('a', { available: 505 })
        s.when(credit('a', 0)).thenRejected('INVALID_QUANTITY')
        s.when(credit('a', 1.5)).thenRejected('INVALID_QUANTITY')
        s.when(credit('', 1)).thenRejected('INVALID_COMMAND')
        expect(s.state.totalTokens).toBe(505)
      })

      it('locks for P2P and conversion: available to escrow and back', () => {
        const s = spec(book).given(credit('a', 10))
        s.when(lock('l1', 'a', 4, 'P2P')).then({
          type: 'TokensLocked',
          lockId: 'l1',
          quantity: 4,
          purpose: 'P2P',
        })
        s.thenAccount('a', { available: 6, escrow: 4 })
        s.when(lock('l1', 'a', 1)).thenRejected('DUPLICATE_LOCK_ID')
        s.when(lock('l2', 'a', 7, 'CONVERSION')).thenRejected('INSUFFICIENT_TOKENS')
        s.when(lock('l2', 'a', 6, 'CONVERSION')).thenAccount('a', { available: 0, escrow: 10 })
        s.when({ type: 'UnlockTokens', lockId: 'l1', at }).then({
          type: 'TokensUnlocked',
          lockId: 'l1',
          traderId: 'a',
          quantity: 4,
        })
        s.thenAccount('a', { available: 4, escrow: 6 })
        s.when({ type: 'UnlockTokens', lockId: 'l1', at }).thenRejected('UNKNOWN_LOCK')
      })

      it('P2P locks follow the market status and trader suspension; conversions do not', () => {
        const s = spec(book).given(credit('a', 10), status('BLACKOUT'))
        s.when(lock('l1', 'a', 1, 'P2P')).thenRejected('MARKET_BLACKOUT')
        s.when(lock('l1', 'a', 1, 'CONVERSION')).thenTypes('TokensLocked')
        s.given(status('OPEN'), { type: 'SuspendTrader', traderId: 'a', at })
        s.when(lock('l2', 'a', 1, 'P2P')).thenRejected('TRADER_SUSPENDED')
      })
    })

    describe('fees', () => {
      it('each side pays max(minimum, percent of the trade value)', () => {
        // 0.5 % of 150.00 EUR (price 1500 cents x 10) = 0.75 -> the 1.00 minimum applies.
        spec(book)
          .given(credit('s', 1000), rest('a', 's', 'SELL', 1500, 1000))
          .when(buy('b', 'x', 1500, 10))
          .then({ type: 'OrderAccepted' }, { type: 'TradeExecuted', buyerFee: '1.00', sellerFee: '1.00' })
        // 0.5 % of 15,000.00 EUR = 75.00.
        spec(book)
          .given(credit('s', 1000), rest('a', 's', 'SELL', 1500, 1000))
          .when(buy('b', 'x', 1500, 1000))
          .then({ type: 'OrderAccepted' }, { type: 'TradeExecuted', buyerFee: '75.00' })
      })

      it('the fee schedule can change, and a bad one is refused', () => {
        const s = spec(book)
        s.when({ type: 'SetFeeSchedule', minimumEur: '2.50', percent: '1', at }).thenTypes(
          'FeeScheduleChanged',
        )
        expect(s.state.fees.minimumEur).toBe('2.50')
        s.when({ type: 'SetFeeSchedule', minimumEur: '-1', percent: '1', at }).thenRejected(
          'INVALID_FEE_SCHEDULE',
        )
        s.when({ type: 'SetFeeSchedule', minimumEur: '1', percent: '101', at }).thenRejected(
          'INVALID_FEE_SCHEDULE',
        )
        s.when({ type: 'SetFeeSchedule', minimumEur: '0.001', percent: '1', at }).thenRejected(
          'INVALID_FEE_SCHEDULE',
        )
        s.given(credit('s', 10), rest('a', 's', 'SELL', 100_000, 10))
          .when(buy('b', 'x', 100_000, 10))
          .then({ type: 'OrderAccepted' }, { buyerFee: '100.00' })
      })

      it('a change request applies all its parts or none, and only what changes', () => {
        const s = spec(book)
        const configure = (parts: object) => ({ type: 'ConfigureMarket' as const, ...parts, at })
        s.when(
          configure({ feeMinimumEur: '2.00', feePercent: '1', referencePrice: 250, status: 'SUSPENDED' }),
        ).then(
          { type: 'FeeScheduleChanged', minimumEur: '2.00', percent: '1' },
          { type: 'ReferencePriceSet', price: 250 },
          { type: 'MarketStatusChanged', status: 'SUSPENDED', previousStatus: 'OPEN' },
        )
        // A bad part refuses the whole request: the good parts before it do not apply.
        s.when(configure({ feeMinimumEur: '3.00', referencePrice: -5 })).thenRejected('INVALID_PRICE')
        s.when(configure({ referencePrice: 300, status: 'CLOSED' })).thenRejected('INVALID_COMMAND')
        s.when(configure({ status: 'OPEN', feePercent: '101' })).thenRejected('INVALID_FEE_SCHEDULE')
        expect(s.state.fees.minimumEur).toBe('2.00')
        expect(s.state.referencePrice).toBe(250)
        expect(s.state.status).toBe('SUSPENDED')
        // Parts equal to the settings emit nothing; nothing to change at all is NO_CHANGE.
        s.when(configure({ referencePrice: 250, status: 'OPEN' })).then({
          type: 'MarketStatusChanged',
          status: 'OPEN',
        })
        s.when(configure({ referencePrice: 250, feeMinimumEur: '2.00' })).thenRejected('NO_CHANGE')
        s.when(configure({})).thenRejected('NO_CHANGE')
        // One part of the schedule alone keeps the other.
        s.when(configure({ feePercent: '0.25' })).then({
          type: 'FeeScheduleChanged',
          minimumEur: '2.00',
          percent: '0.25',
        })
      })
    })
  })
}

describe('malformed commands', () => {
  it('are refused with a reason, never thrown, on both books', () => {
    const junk = [undefined, null, '', 2 ** 53, -1, 1.5, {}, Number.NaN] as unknown[]
    const types = [
      'PlaceOrder',
      'CancelOrder',
      'AmendOrder',
      'SetMarketStatus',
      'SetReferencePrice',
      'SetFeeSchedule',
      'ConfigureMarket',
      'SuspendTrader',
      'ReinstateTrader',
      'CreditTokens',
      'SettleTrade',
      'RejectSettlement',
      'LockTokens',
      'UnlockTokens',
    ] as const
    const fields = [
      'orderId',
      'traderId',
      'side',
      'orderType',
      'price',
      'quantity',
      'status',
      'tradeId',
      'lockId',
      'feeMinimumEur',
      'feePercent',
      'referencePrice',
    ]
    for (const book of BOOKS) {
      const s = spec(book).given(credit('x', 10), rest('b1', 'x', 'BUY', 100, 1))
      for (const type of types) {
        for (const value of junk) {
          const command = Object.fromEntries([['type', type], ['at', at], ...fields.map((f) => [f, value])])
          const events = s.when(command as unknown as EngineCommand).events
          expect(events).toHaveLength(1)
          expect(events[0]!.type).toMatch(/Rejected$/)
        }
      }
    }
  })
})
