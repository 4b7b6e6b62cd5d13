import { describe, expect, it } from 'vitest'
import { MAX_PRICE } from '../src/index.js'
import type { EngineEvent } from '../src/index.js'
import { BOOKS, amend, buy, cancel, credit, market, rest, sell, spec } from './spec-dsl.js'

for (const book of BOOKS) {
  describe(`matching on the ${book} book`, () => {
    const seller = () => spec(book).given(credit('s', 100_000), credit('s2', 100_000), credit('s3', 100_000))

    describe('priority', () => {
      it('fills the best price first, across levels', () => {
        seller()
          .given(
            rest('a102', 's', 'SELL', 102, 5),
            rest('a101', 's2', 'SELL', 101, 5),
            rest('a103', 's3', 'SELL', 103, 5),
          )
          .when(buy('b1', 'x', 103, 7))
          .then(
            { type: 'OrderAccepted', orderId: 'b1' },
            {
              type: 'TradeExecuted',
              makerOrderId: 'a101',
              price: 101,
              quantity: 5,
              takerRemaining: 2,
              makerRemaining: 0,
            },
            {
              type: 'TradeExecuted',
              makerOrderId: 'a102',
              price: 102,
              quantity: 2,
              takerRemaining: 0,
              makerRemaining: 3,
            },
          ).thenBook(`
              bids | price | asks
                   | 103   | a103:5
                   | 102   | a102:3
          `)
      })

      it('fills the oldest order first within a level', () => {
        seller()
          .given(
            rest('a1', 's', 'SELL', 101, 5),
            rest('a2', 's2', 'SELL', 101, 5),
            rest('a3', 's3', 'SELL', 101, 5),
          )
          .when(buy('b1', 'x', 101, 6))
          .then(
            { type: 'OrderAccepted' },
            { type: 'TradeExecuted', makerOrderId: 'a1', quantity: 5 },
            { type: 'TradeExecuted', makerOrderId: 'a2', quantity: 1 },
          ).thenBook(`
              bids | price | asks
                   | 101   | a2:4 a3:5
          `)
      })

      it('a partly filled order keeps its place', () => {
        const s = seller().given(rest('a1', 's', 'SELL', 101, 5), rest('a2', 's2', 'SELL', 101, 5))
        s.when(buy('b1', 'x', 101, 2)).thenBook(`
            bids | price | asks
                 | 101   | a1:3 a2:5
        `)
        s.given(rest('a3', 's3', 'SELL', 101, 1))
          .when(buy('b2', 'y', 101, 4))
          .then(
            { type: 'OrderAccepted' },
            { makerOrderId: 'a1', quantity: 3 },
            { makerOrderId: 'a2', quantity: 1 },
          )
      })

      it('prints at the maker price even when the taker offered better', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 5))
          .when(buy('b1', 'x', 120, 5))
          .then({ type: 'OrderAccepted' }, { type: 'TradeExecuted', price: 100, buyerId: 'x', sellerId: 's' })
        spec(book)
          .given(rest('b1', 'x', 'BUY', 100, 5), credit('s', 5))
          .when(sell('a1', 's', 90, 5))
          .then(
            { type: 'OrderAccepted' },
            { type: 'TradeExecuted', price: 100, takerSide: 'SELL', sellOrderId: 'a1' },
          )
      })
    })

    describe('sweeps and fills', () => {
      it('an exact fill leaves both sides empty', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 5))
          .when(buy('b1', 'x', 100, 5))
          .thenTypes('OrderAccepted', 'TradeExecuted')
          .thenBook('bids | price | asks')
      })

      it('a crossing limit sweeps levels and its remainder becomes the new best bid', () => {
        const s = seller()
          .given(
            rest('a1', 's', 'SELL', 100, 2),
            rest('a2', 's', 'SELL', 101, 3),
            rest('a3', 's', 'SELL', 105, 1),
          )
          .when(buy('b1', 'x', 102, 10))
          .thenTypes('OrderAccepted', 'TradeExecuted', 'TradeExecuted', 'OrderRested').thenBook(`
              bids   | price | asks
                     | 105   | a3:1
              b1:5   | 102   |
          `)
        expect(s.state.book.bestPrice('BUY')).toBe(102)
        expect(s.state.book.bestPrice('SELL')).toBe(105)
      })

      it('one order sweeps 5,000 resting orders', () => {
        const s = spec(book).given(credit('s', 10_000))
        const rests: EngineEvent[] = []
        for (let i = 0; i < 5_000; i++) rests.push(rest(`a${i}`, 's', 'SELL', 1000 + (i % 50), 2))
        s.given(...rests).when(buy('big', 'x', 1049, 10_001))
        const trades = s.events.filter((e) => e.type === 'TradeExecuted')
        expect(trades).toHaveLength(5_000)
        // Best price first, then time: all of level 1000 (a0, a50, ...), then 1001...
        expect(trades.slice(0, 3).map((t) => t.makerOrderId)).toEqual(['a0', 'a50', 'a100'])
        expect(trades.at(-1)).toMatchObject({ makerOrderId: 'a4999', price: 1049, takerRemaining: 1 })
        expect(s.events.at(-1)).toMatchObject({
          type: 'OrderRested',
          orderId: 'big',
          quantity: 1,
          price: 1049,
        })
        expect(s.state.book.size).toBe(1)
        s.thenAccount('s', { available: 0, reserved: 0, escrow: 10_000 })
      })

      it('no stale best price after the best level empties', () => {
        const s = seller()
          .given(rest('a1', 's', 'SELL', 100, 1), rest('a2', 's', 'SELL', 103, 1))
          .when(buy('b1', 'x', 100, 1))
        expect(s.state.book.bestPrice('SELL')).toBe(103)
        s.when(cancel('a2', 's'))
        expect(s.state.book.bestPrice('SELL')).toBeUndefined()
        s.when(buy('b2', 'x', 99, 1))
          .when(buy('b3', 'x', 98, 1))
          .when(cancel('b2', 'x'))
        expect(s.state.book.bestPrice('BUY')).toBe(98)
      })
    })

    describe('time in force', () => {
      it('IOC: the remainder expires and never rests', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 3))
          .when(buy('b1', 'x', 101, 5, { timeInForce: 'IOC' }))
          .then(
            { type: 'OrderAccepted', timeInForce: 'IOC' },
            { type: 'TradeExecuted', quantity: 3 },
            {
              type: 'OrderExpired',
              orderId: 'b1',
              quantity: 2,
              reason: 'IOC',
            },
          )
          .thenBook('bids | price | asks')
      })

      it('IOC that does not cross expires whole', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 3))
          .when(buy('b1', 'x', 99, 5, { timeInForce: 'IOC' }))
          .thenTypes('OrderAccepted', 'OrderExpired').thenBook(`
            bids | price | asks
                 | 100   | a1:3
          `)
      })

      it('FOK exact: fills in full across levels', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 3), rest('a2', 's2', 'SELL', 101, 2))
          .when(buy('b1', 'x', 101, 5, { timeInForce: 'FOK' }))
          .thenTypes('OrderAccepted', 'TradeExecuted', 'TradeExecuted')
          .thenBook('bids | price | asks')
      })

      it('FOK short: refused, nothing trades', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 3), rest('a2', 's2', 'SELL', 102, 2))
          .when(buy('b1', 'x', 101, 5, { timeInForce: 'FOK' }))
          .then({ type: 'OrderRejected', reason: 'FOK_NOT_FILLABLE', orderId: 'b1' }).thenBook(`
            bids | price | asks
                 | 102   | a2:2
                 | 100   | a1:3
          `)
      })
    })

    describe('market orders', () => {
      it('on an empty book: refused for lack of liquidity', () => {
        spec(book)
          .when(market('m1', 'x', 'BUY', 5))
          .thenRejected('NO_LIQUIDITY')
      })

      it('on a thin book: takes what there is, the rest expires', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 2), rest('a2', 's', 'SELL', 150, 1))
          .when(market('m1', 'x', 'BUY', 5))
          .then(
            { type: 'OrderAccepted', price: null, orderType: 'MARKET', timeInForce: 'IOC' },
            { type: 'TradeExecuted', price: 100, quantity: 2 },
            { type: 'TradeExecuted', price: 150, quantity: 1 },
            { type: 'OrderExpired', quantity: 2, reason: 'MARKET' },
          )
          .thenBook('bids | price | asks')
      })

      it('a market sell needs the tokens and fills against bids', () => {
        spec(book)
          .given(rest('b1', 'x', 'BUY', 100, 5), credit('s', 3))
          .when(market('m1', 's', 'SELL', 3))
          .then({ type: 'OrderAccepted' }, { type: 'TradeExecuted', price: 100, quantity: 3, sellerId: 's' })
          .thenAccount('s', { available: 0, escrow: 3 })
      })

      it('a market order cannot be GTC nor post-only', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 2))
          .when(market('m1', 'x', 'BUY', 1, { timeInForce: 'GTC' }))
          .thenRejected('INVALID_ORDER')
        seller()
          .given(rest('a1', 's', 'SELL', 100, 2))
          .when(market('m1', 'x', 'BUY', 1, { postOnly: true }))
          .thenRejected('INVALID_ORDER')
      })

      it('a market FOK on a thin book is refused', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 100, 2))
          .when(market('m1', 'x', 'BUY', 3, { timeInForce: 'FOK' }))
          .thenRejected('FOK_NOT_FILLABLE')
      })
    })

    describe('cancels', () => {
      const five = () =>
        seller().given(
          rest('a1', 's', 'SELL', 100, 1),
          rest('a2', 's', 'SELL', 100, 2),
          rest('a3', 's2', 'SELL', 100, 3),
          rest('a4', 's', 'SELL', 101, 4),
          rest('a5', 's3', 'SELL', 102, 5),
        )

      it('cancel of the head, a middle and scattered orders, then a sweep', () => {
        const s = five()
        s.when(cancel('a1', 's')).then({
          type: 'OrderCancelled',
          orderId: 'a1',
          side: 'SELL',
          price: 100,
          quantity: 1,
          reason: 'TRADER',
        })
        s.when(cancel('a4', 's')).thenTypes('OrderCancelled')
        s.thenBook(`
          bids | price | asks
               | 102   | a5:5
               | 100   | a2:2 a3:3
        `)
        s.when(buy('b1', 'x', 102, 20)).then(
          { type: 'OrderAccepted' },
          { makerOrderId: 'a2', price: 100 },
          { makerOrderId: 'a3', price: 100 },
          { makerOrderId: 'a5', price: 102 },
          { type: 'OrderRested', quantity: 10, price: 102 },
        )
        s.thenAccount('s', { reserved: 0, escrow: 2, available: 100_000 - 2 })
      })

      it('cancel of a middle order keeps the queue order', () => {
        five().when(cancel('a2', 's')).thenBook(`
          bids | price | asks
               | 102   | a5:5
               | 101   | a4:4
               | 100   | a1:1 a3:3
        `)
      })

      it('refuses unknown, filled, cancelled and other traders orders', () => {
        const s = five()
        s.when(cancel('nope', 's')).thenRejected('UNKNOWN_ORDER')
        s.when(cancel('a3', 's')).thenRejected('NOT_ORDER_OWNER')
        s.when(cancel('a1', 's')).thenTypes('OrderCancelled')
        s.when(cancel('a1', 's')).thenRejected('ORDER_NOT_ACTIVE')
        s.when(buy('b1', 'x', 100, 2)).thenTypes('OrderAccepted', 'TradeExecuted')
        s.when(cancel('a2', 's')).thenRejected('ORDER_NOT_ACTIVE')
        s.when(cancel('b1', 'x')).thenRejected('ORDER_NOT_ACTIVE')
      })

      it('a cancelled sell gives its tokens back', () => {
        spec(book)
          .given(credit('s', 10))
          .when(sell('a1', 's', 100, 10))
          .thenAccount('s', { available: 0, reserved: 10 })
          .when(cancel('a1', 's'))
          .thenAccount('s', { available: 10, reserved: 0 })
      })
    })

    describe('amend', () => {
      const two = () => seller().given(rest('a1', 's', 'SELL', 100, 5), rest('a2', 's2', 'SELL', 100, 5))

      it('a size decrease keeps priority', () => {
        two()
          .when(amend('a1', 's', { quantity: 2 }))
          .then({ type: 'OrderAmended', quantity: 2, previousQuantity: 5, priorityKept: true })
          .thenBook(
            `
            bids | price | asks
                 | 100   | a1:2 a2:5
          `,
          )
          .thenAccount('s', { reserved: 2 })
      })

      it('a size increase loses priority and reserves more tokens', () => {
        two()
          .when(amend('a1', 's', { quantity: 8 }))
          .then({ type: 'OrderAmended', quantity: 8, priorityKept: false })
          .thenBook(
            `
            bids | price | asks
                 | 100   | a2:5 a1:8
          `,
          )
          .thenAccount('s', { reserved: 8, available: 100_000 - 8 })
      })

      it('a price change up or down loses priority, at the new level', () => {
        const s = two().given(rest('a3', 's3', 'SELL', 101, 1))
        s.when(amend('a1', 's', { price: 101 })).thenBook(`
            bids | price | asks
                 | 101   | a3:1 a1:5
                 | 100   | a2:5
        `)
        s.when(amend('a1', 's', { price: 100, quantity: 1 })).thenBook(`
            bids | price | asks
                 | 101   | a3:1
                 | 100   | a2:5 a1:1
        `)
        spec(book)
          .given(rest('b1', 'x', 'BUY', 90, 5), rest('b2', 'y', 'BUY', 91, 5))
          .when(amend('b1', 'x', { price: 92 })).thenBook(`
            bids | price | asks
            b1:5 | 92    |
            b2:5 | 91    |
          `)
      })

      it('never trades: a crossing price is refused', () => {
        const s = two().given(rest('b1', 'x', 'BUY', 90, 5))
        s.when(amend('b1', 'x', { price: 100 })).thenRejected('AMEND_WOULD_CROSS')
        s.when(amend('a1', 's', { price: 90 })).thenRejected('AMEND_WOULD_CROSS')
      })

      it('refuses no change, bad sizes, unknown and foreign orders, and a sell beyond the tokens', () => {
        const s = two()
        s.when(amend('a1', 's', { quantity: 5 })).thenRejected('AMEND_NO_CHANGE')
        s.when(amend('a1', 's', { quantity: 0 })).thenRejected('INVALID_QUANTITY')
        s.when(amend('a1', 's', { price: 0 })).thenRejected('PRICE_OUT_OF_RANGE')
        s.when(amend('zz', 's', { quantity: 1 })).thenRejected('UNKNOWN_ORDER')
        s.when(amend('a2', 's', { quantity: 1 })).thenRejected('NOT_ORDER_OWNER')
        s.when(amend('a1', 's', { quantity: 100_001 })).thenRejected('INSUFFICIENT_TOKENS')
        s.when(cancel('a1', 's'))
          .when(amend('a1', 's', { quantity: 1 }))
          .thenRejected('ORDER_NOT_ACTIVE')
      })
    })

    describe('ids', () => {
      it('refuses a duplicate id, resting or recently finished', () => {
        const s = seller().given(rest('a1', 's', 'SELL', 100, 5))
        s.when(sell('a1', 's', 101, 1)).thenRejected('DUPLICATE_ORDER_ID')
        s.when(buy('b1', 'x', 100, 5)).thenTypes('OrderAccepted', 'TradeExecuted')
        s.when(buy('b1', 'x', 90, 1)).thenRejected('DUPLICATE_ORDER_ID')
        s.when(sell('a1', 's', 101, 1)).thenRejected('DUPLICATE_ORDER_ID')
      })

      it('forgets the oldest finished ids beyond finishedOrderMemory', () => {
        const s = spec(book, { finishedOrderMemory: 2 })
        s.given(buy('o1', 'x', 90, 1, { timeInForce: 'IOC' }), buy('o2', 'x', 90, 1, { timeInForce: 'IOC' }))
        s.when(buy('o1', 'x', 90, 1)).thenRejected('DUPLICATE_ORDER_ID')
        s.given(buy('o3', 'x', 90, 1, { timeInForce: 'IOC' }))
        s.when(buy('o1', 'x', 90, 1)).thenTypes('OrderAccepted', 'OrderRested')
      })
    })

    describe('post-only', () => {
      it('rests when it would not take', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 101, 5))
          .when(buy('b1', 'x', 100, 5, { postOnly: true }))
          .thenTypes('OrderAccepted', 'OrderRested')
      })

      it('is refused when it would take, even against the same trader', () => {
        seller()
          .given(rest('a1', 's', 'SELL', 101, 5))
          .when(buy('b1', 'x', 101, 5, { postOnly: true }))
          .thenRejected('POST_ONLY_WOULD_TAKE')
        seller()
          .given(rest('b1', 's', 'BUY', 101, 5))
          .when(sell('a1', 's', 100, 5, { postOnly: true }))
          .thenRejected('POST_ONLY_WOULD_TAKE')
      })

      it('only with GTC', () => {
        spec(book)
          .when(buy('b1', 'x', 100, 5, { postOnly: true, timeInForce: 'IOC' }))
          .thenRejected('INVALID_ORDER')
      })
    })

    describe('self-trade prevention', () => {
      // Trader s rests at 100 and 101, another trader at 100 behind s.
      const book3 = () =>
        spec(book)
          .given(credit('s', 1_000), credit('o', 1_000))
          .given(
            rest('o0', 'o', 'SELL', 99, 1),
            rest('s1', 's', 'SELL', 100, 2),
            rest('o1', 'o', 'SELL', 100, 2),
            rest('s2', 's', 'SELL', 101, 2),
          )

      it('EXPIRE_TAKER (default): trades up to its own order, then the rest expires', () => {
        book3()
          .when(buy('b', 's', 101, 6))
          .then(
            { type: 'OrderAccepted', selfTradePrevention: 'EXPIRE_TAKER' },
            { type: 'TradeExecuted', makerOrderId: 'o0', quantity: 1 },
            { type: 'OrderExpired', orderId: 'b', quantity: 5, reason: 'SELF_TRADE_PREVENTION' },
          ).thenBook(`
            bids | price | asks
                 | 101   | s2:2
                 | 100   | s1:2 o1:2
          `)
      })

      it('EXPIRE_MAKER: cancels its own resting orders across levels and goes on', () => {
        book3()
          .when(buy('b', 's', 101, 6, { selfTradePrevention: 'EXPIRE_MAKER' }))
          .then(
            { type: 'OrderAccepted' },
            { type: 'TradeExecuted', makerOrderId: 'o0', quantity: 1 },
            { type: 'OrderCancelled', orderId: 's1', reason: 'SELF_TRADE_PREVENTION', quantity: 2 },
            { type: 'TradeExecuted', makerOrderId: 'o1', quantity: 2 },
            { type: 'OrderCancelled', orderId: 's2', reason: 'SELF_TRADE_PREVENTION' },
            { type: 'OrderRested', orderId: 'b', quantity: 3, price: 101 },
          )
          .thenBook(
            `
            bids | price | asks
            b:3  | 101   |
          `,
          )
          .thenAccount('s', { reserved: 0, available: 1_000 })
      })

      it('EXPIRE_BOTH: cancels the resting order and expires the rest of the incoming one', () => {
        book3()
          .when(buy('b', 's', 101, 6, { selfTradePrevention: 'EXPIRE_BOTH' }))
          .then(
            { type: 'OrderAccepted' },
            { type: 'TradeExecuted', makerOrderId: 'o0' },
            { type: 'OrderCancelled', orderId: 's1', reason: 'SELF_TRADE_PREVENTION' },
            { type: 'OrderExpired', orderId: 'b', quantity: 5, reason: 'SELF_TRADE_PREVENTION' },
          ).thenBook(`
            bids | price | asks
                 | 101   | s2:2
                 | 100   | o1:2
          `)
      })

      it('with FOK, cancelled makers do not count and nothing happens when short', () => {
        book3()
          .when(buy('b', 's', 101, 4, { timeInForce: 'FOK', selfTradePrevention: 'EXPIRE_MAKER' }))
          .thenRejected('FOK_NOT_FILLABLE')
        book3()
          .when(buy('b', 's', 101, 3, { timeInForce: 'FOK', selfTradePrevention: 'EXPIRE_MAKER' }))
          .thenTypes('OrderAccepted', 'TradeExecuted', 'OrderCancelled', 'TradeExecuted')
      })

      it('a market order meeting only its own trader expires', () => {
        spec(book)
          .given(credit('s', 10), rest('a', 's', 'SELL', 100, 10))
          .when(market('m', 's', 'BUY', 1))
          .then({ type: 'OrderAccepted' }, { type: 'OrderExpired', reason: 'SELF_TRADE_PREVENTION' })
      })
    })

    describe('filters', () => {
      const strict = () =>
        spec(book, {
          tickSize: 5,
          lotSize: 10,
          minPrice: 50,
          maxPrice: 5_000,
          minNotional: 10_000,
          maxQuantity: 1_000,
        })

      it('tick size, lot size, price range, minimum notional, quantity range', () => {
        strict()
          .when(buy('b', 'x', 102, 100))
          .thenRejected('TICK_SIZE')
        strict()
          .when(buy('b', 'x', 100, 105))
          .thenRejected('LOT_SIZE')
        strict()
          .when(buy('b', 'x', 45, 1000))
          .thenRejected('PRICE_OUT_OF_RANGE')
        strict()
          .when(buy('b', 'x', 5_005, 10))
          .thenRejected('PRICE_OUT_OF_RANGE')
        strict()
          .when(buy('b', 'x', 100, 90))
          .thenRejected('MIN_NOTIONAL')
        strict()
          .when(buy('b', 'x', 100, 100))
          .thenTypes('OrderAccepted', 'OrderRested')
        strict()
          .when(buy('b', 'x', 100, 1_010))
          .thenRejected('INVALID_QUANTITY')
        strict()
          .when(buy('b', 'x', 100, 0))
          .thenRejected('INVALID_QUANTITY')
        strict()
          .when(buy('b', 'x', 100, 2.5))
          .thenRejected('INVALID_QUANTITY')
        strict()
          .when(buy('b', 'x', 100.5, 100))
          .thenRejected('INVALID_PRICE')
        strict()
          .when(market('m', 'x', 'BUY', 15))
          .thenRejected('LOT_SIZE')
      })

      it('an invalid amount is refused with its code alone', () => {
        const s = spec(book)
          .when(buy('b', 'x', 100, -1))
          .then({ reason: 'INVALID_QUANTITY' })
        expect(Object.keys(s.events[0] as object).sort()).toEqual(
          ['at', 'command', 'orderId', 'reason', 'traderId', 'type'].sort(),
        )
      })

      it('a price near the largest allowed value matches and rests', () => {
        spec(book)
          .given(credit('s', 10), rest('a', 's', 'SELL', MAX_PRICE - 1, 3))
          .when(buy('b', 'x', MAX_PRICE, 5))
          .then(
            { type: 'OrderAccepted' },
            { type: 'TradeExecuted', price: MAX_PRICE - 1 },
            { type: 'OrderRested', price: MAX_PRICE },
          ).thenBook(`
            bids | price      | asks
            b:2  | 2147483647 |
          `)
        spec(book)
          .when(buy('b', 'x', MAX_PRICE + 1, 1))
          .thenRejected('PRICE_OUT_OF_RANGE')
      })
    })
  })
}
