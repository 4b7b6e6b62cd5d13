import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decide,
  evolve,
  initialState,
  restore,
  snapshot,
  stateHash,
  validateInternalState,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
  type MarketConfig,
} from '../src/index.js'

const TRADERS = ['t0', 't1', 't2', 't3']
const CONFIG: MarketConfig = {
  instrument: 'IQS',
  referencePrice: 100,
  feeMinimumEur: '0.10',
  feePercent: '0.3',
  lotSize: 1,
  tickSize: 1,
  // Small, so that forgetting finished ids happens within one stream.
  finishedOrderMemory: 8,
}

const at = fc.integer({ min: 0, max: 2 ** 40 })
const trader = fc.constantFrom(...TRADERS)
// A small id pool: duplicates, cancels of filled orders and unknown ids all happen. Order n belongs
// to trader n % 4; cancels and amends come from the owner most of the time.
const orderNumber = fc.integer({ min: 0, max: 40 })
const owned = fc.tuple(orderNumber, fc.integer({ min: 0, max: 9 }), trader).map(([n, dice, other]) => ({
  orderId: `o${n}`,
  traderId: dice < 8 ? TRADERS[n % TRADERS.length]! : other,
}))
const price = fc.integer({ min: 95, max: 105 })
const quantity = fc.integer({ min: 1, max: 12 })

const place: fc.Arbitrary<EngineCommand> = fc
  .record({
    type: fc.constant('PlaceOrder' as const),
    owner: owned,
    side: fc.constantFrom('BUY' as const, 'SELL' as const),
    orderType: fc.constantFrom('LIMIT' as const, 'LIMIT' as const, 'LIMIT' as const, 'MARKET' as const),
    price,
    quantity,
    timeInForce: fc.option(fc.constantFrom('GTC' as const, 'IOC' as const, 'FOK' as const), {
      nil: undefined,
    }),
    postOnly: fc.option(fc.boolean(), { nil: undefined }),
    selfTradePrevention: fc.option(
      fc.constantFrom('EXPIRE_TAKER' as const, 'EXPIRE_MAKER' as const, 'EXPIRE_BOTH' as const),
      {
        nil: undefined,
      },
    ),
    at,
  })
  .map(({ owner, ...rest }) => ({ ...rest, ...owner }))

const command: fc.Arbitrary<EngineCommand> = fc.oneof(
  { weight: 12, arbitrary: place },
  {
    weight: 4,
    arbitrary: fc.tuple(owned, at).map(([o, time]) => ({ type: 'CancelOrder' as const, ...o, at: time })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        type: fc.constant('AmendOrder' as const),
        owner: owned,
        price: fc.option(price, { nil: undefined }),
        quantity: fc.option(quantity, { nil: undefined }),
        at,
      })
      .map(({ owner, ...rest }) => ({ ...rest, ...owner })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('CreditTokens' as const),
      traderId: trader,
      quantity: fc.integer({ min: 1, max: 50 }),
      source: fc.constant('TREASURY_ALLOCATION' as const),
      reference: fc.constant('r'),
      at,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('SettleTrade' as const, 'RejectSettlement' as const),
      tradeId: fc.integer({ min: 1, max: 30 }).map((n) => `IQS-${n}`),
      at,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('LockTokens' as const),
      lockId: fc.integer({ min: 0, max: 5 }).map((n) => `l${n}`),
      traderId: trader,
      quantity: fc.integer({ min: 1, max: 10 }),
      purpose: fc.constantFrom('P2P' as const, 'CONVERSION' as const),
      at,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('UnlockTokens' as const),
      lockId: fc.integer({ min: 0, max: 5 }).map((n) => `l${n}`),
      at,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.record({
        type: fc.constant('SetMarketStatus' as const),
        status: fc.constantFrom('OPEN' as const, 'SUSPENDED' as const, 'BLACKOUT' as const),
        at,
      }),
      fc.record({
        type: fc.constantFrom('SuspendTrader' as const, 'ReinstateTrader' as const),
        traderId: trader,
        at,
      }),
      fc.record({
        type: fc.constant('SetReferencePrice' as const),
        price: fc.constantFrom(0, 100, 100, 103),
        at,
      }),
    ),
  },
)

// Every trader starts with some tokens so that sells happen from the first command.
const opening: EngineCommand[] = TRADERS.map((traderId) => ({
  type: 'CreditTokens',
  traderId,
  quantity: 15,
  source: 'SHAREHOLDER_ADDED',
  reference: 'opening',
  at: 0,
}))

const stream = fc
  .array(command, { minLength: 20, maxLength: 150, size: 'max' })
  .map((commands) => [...opening, ...commands])

function apply(state: EngineState, events: EngineEvent[]): void {
  for (const e of events) evolve(state, e)
}

function checkInvariants(state: EngineState): void {
  validateInternalState(state)
  const bid = state.book.bestPrice('BUY')
  const ask = state.book.bestPrice('SELL')
  if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask)
  let held = 0
  for (const a of state.traders.values()) held += a.available + a.reserved + a.escrow
  expect(held).toBe(state.totalTokens)
}

describe('randomized command streams', () => {
  it('the reference and the fast book give the same events and state hash after every command', () => {
    fc.assert(
      fc.property(stream, (commands) => {
        const reference = initialState({ ...CONFIG, book: 'reference' })
        const fast = initialState({ ...CONFIG, book: 'fast' })
        for (const c of commands) {
          const expected = decide(reference, c)
          const actual = decide(fast, c)
          expect(actual).toEqual(expected)
          apply(reference, expected)
          apply(fast, actual)
          checkInvariants(reference)
          checkInvariants(fast)
          expect(stateHash(fast)).toBe(stateHash(reference))
        }
      }),
      { numRuns: 250 },
    )
  })

  it('snapshot + replay of the tail gives the live state hash, on either book', () => {
    fc.assert(
      fc.property(
        stream,
        fc.nat(),
        fc.constantFrom('fast' as const, 'reference' as const),
        (commands, cutAt, restoreOn) => {
          const live = initialState({ ...CONFIG, book: 'fast' })
          const log: EngineEvent[][] = commands.map((c) => {
            const events = decide(live, c)
            apply(live, events)
            return events
          })
          const cut = cutAt % (commands.length + 1)
          // Rebuild the state at the cut from the events alone, snapshot it through JSON, restore it.
          const past = initialState({ ...CONFIG, book: 'fast' })
          for (const events of log.slice(0, cut)) apply(past, events)
          const saved = JSON.parse(JSON.stringify(snapshot(past)))
          const restored = restore(saved, { book: restoreOn })
          validateInternalState(restored)
          expect(stateHash(restored)).toBe(stateHash(past))
          // Replaying the recorded tail events gives the live hash...
          for (const events of log.slice(cut)) apply(restored, events)
          expect(stateHash(restored)).toBe(stateHash(live))
          // ...and so does deciding the tail commands again, with the same events.
          const again = restore(saved, { book: restoreOn })
          commands.slice(cut).forEach((c, i) => {
            const events = decide(again, c)
            expect(events).toEqual(log[cut + i])
            apply(again, events)
          })
          expect(stateHash(again)).toBe(stateHash(live))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('streams actually trade, rest, refuse and settle (the generator is not vacuous)', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(stream, (commands) => {
        const state = initialState({ ...CONFIG, book: 'fast' })
        for (const c of commands) {
          const events = decide(state, c)
          for (const e of events)
            seen.add(e.type === 'OrderRejected' || e.type === 'CommandRejected' ? e.reason : e.type)
          apply(state, events)
        }
      }),
      { numRuns: 100, seed: 7 },
    )
    for (const kind of [
      'TradeExecuted',
      'OrderRested',
      'OrderCancelled',
      'OrderAmended',
      'OrderExpired',
      'TradeSettled',
      'TokensLocked',
      'DUPLICATE_ORDER_ID',
      'NOT_ORDER_OWNER',
      'AMEND_WOULD_CROSS',
      'POST_ONLY_WOULD_TAKE',
      'NO_LIQUIDITY',
      'ORDER_NOT_ACTIVE',
      'INSUFFICIENT_TOKENS',
      'FOK_NOT_FILLABLE',
    ])
      expect(seen).toContain(kind)
  })
})
