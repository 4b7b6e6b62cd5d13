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
  type BookKind,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
  type Instrument,
  type MarketConfig,
} from '../src/index.js'

/**
 * The exchange runs the IQS and the OST market in one Node process (two MarketWriters, each with its
 * own EngineState) and interleaves their commands. Whatever the engine caches must belong to one
 * market: each market, interleaved with the other, must give exactly the events and the state hashes
 * it gives when it runs alone on the same commands.
 */

// Different fee minimums and percents, trader sets, memories and defaults. The order ids, lock ids
// and trade numbers are the same in both markets, so that anything cached by id or number collides.
const CONFIGS: Record<Instrument, MarketConfig> = {
  IQS: {
    instrument: 'IQS',
    referencePrice: 100,
    feeMinimumEur: '0.10',
    feePercent: '0.3',
    finishedOrderMemory: 8,
  },
  OST: {
    instrument: 'OST',
    referencePrice: 100,
    feeMinimumEur: '1.25',
    feePercent: '2.5',
    finishedOrderMemory: 5,
    defaultSelfTradePrevention: 'EXPIRE_MAKER',
  },
}
const TRADERS: Record<Instrument, string[]> = {
  IQS: ['alice', 'bob', 'carol', 'dan'],
  OST: ['bob', 'carol', 'erin', 'frank'],
}
/** Both markets start just below a thousand, so that their trade ids cross 5000 together. */
const FIRST_TRADE = 4_995

/** A new market whose trades are numbered from FIRST_TRADE, built through restore like a restart. */
function openMarket(instrument: Instrument, book: BookKind): EngineState {
  const empty = snapshot(initialState({ ...CONFIGS[instrument], book }))
  return restore({ ...empty, nextTradeNumber: FIRST_TRADE }, { book })
}

interface Step {
  market: Instrument
  command: EngineCommand
}

/** What one market did: the events of each of its commands and the state hash after each. */
interface MarketRun {
  events: EngineEvent[][]
  hashes: string[]
  final: EngineState
}

/** Runs the steps in order, each on its market; only the markets in `books` take part. */
function play(steps: Step[], books: Partial<Record<Instrument, BookKind>>): Record<Instrument, MarketRun> {
  const runs: Partial<Record<Instrument, MarketRun>> = {}
  for (const market of Object.keys(books) as Instrument[])
    runs[market] = { events: [], hashes: [], final: openMarket(market, books[market]!) }
  for (const { market, command } of steps) {
    const run = runs[market]
    if (run === undefined) continue
    const events = decide(run.final, command)
    for (const event of events) evolve(run.final, event)
    validateInternalState(run.final)
    run.events.push(events)
    run.hashes.push(stateHash(run.final))
  }
  return runs as Record<Instrument, MarketRun>
}

/** Each market, interleaved with the other, behaves exactly as when it runs alone. */
function expectSameAsAlone(
  steps: Step[],
  books: Record<Instrument, BookKind>,
): Record<Instrument, MarketRun> {
  // Alone first: a cache left over from the interleaved run must not get a say in the reference.
  const alone = {
    IQS: play(steps, { IQS: books.IQS }).IQS,
    OST: play(steps, { OST: books.OST }).OST,
  }
  const together = play(steps, books)
  for (const market of ['IQS', 'OST'] as const) {
    expect(together[market].events).toEqual(alone[market].events)
    expect(together[market].hashes).toEqual(alone[market].hashes)
    expect(snapshot(together[market].final)).toEqual(snapshot(alone[market].final))
  }
  return together
}

const at = 1_767_225_600_000
const on = (market: Instrument, command: EngineCommand): Step => ({ market, command })
const credit = (traderId: string, quantity: number): EngineCommand => ({
  type: 'CreditTokens',
  traderId,
  quantity,
  source: 'SHAREHOLDER_ADDED',
  reference: 'opening',
  at,
})
const order = (
  orderId: string,
  traderId: string,
  side: 'BUY' | 'SELL',
  price: number,
  quantity: number,
): EngineCommand => ({ type: 'PlaceOrder', orderId, traderId, side, orderType: 'LIMIT', price, quantity, at })

describe('two markets in one process', () => {
  it('a malformed order on one market is not judged with the other market’s trader account', () => {
    // bob is suspended on OST only. The empty trader id is refused as INVALID_ORDER, and an amend
    // of carol's order by it as NOT_ORDER_OWNER: no account is ever filed under ''.
    const steps: Step[] = [
      on('OST', credit('bob', 10)),
      on('OST', { type: 'SuspendTrader', traderId: 'bob', at }),
      on('IQS', order('o1', 'carol', 'BUY', 100, 5)),
      on('IQS', order('o2', '', 'BUY', 100, 5)),
      on('IQS', { type: 'AmendOrder', orderId: 'o1', traderId: '', quantity: 3, at }),
    ]
    const together = expectSameAsAlone(steps, { IQS: 'fast', OST: 'fast' })
    expect(together.IQS.events.slice(1).map((events) => events.map((e) => e.type))).toEqual([
      ['OrderRejected'],
      ['OrderRejected'],
    ])
    expect(together.IQS.events[1]![0]).toMatchObject({ orderId: 'o2', reason: 'INVALID_ORDER' })
    expect(together.IQS.events[2]![0]).toMatchObject({ orderId: 'o1', reason: 'NOT_ORDER_OWNER' })
  })

  it('same order ids, trade numbers and traders on both markets: each market’s own fees and trade ids', () => {
    const steps: Step[] = []
    for (const market of ['IQS', 'OST'] as const)
      for (const traderId of TRADERS[market]) steps.push(on(market, credit(traderId, 100)))
    // Ten trades per market, alternating, across the 5000 boundary of both trade counters.
    for (let i = 0; i < 10; i++) {
      for (const market of ['IQS', 'OST'] as const) {
        steps.push(on(market, order(`s${i}`, 'bob', 'SELL', 100 + i, 10)))
        steps.push(on(market, order(`b${i}`, 'carol', 'BUY', 100 + i, 10)))
      }
      if (i === 4) {
        steps.push(on('OST', { type: 'SetFeeSchedule', minimumEur: '0.50', percent: '1', at }))
        steps.push(on('IQS', { type: 'SuspendTrader', traderId: 'dan', at }))
      }
    }
    const together = expectSameAsAlone(steps, { IQS: 'fast', OST: 'reference' })
    const trades = (market: Instrument) =>
      together[market].events
        .flat()
        .flatMap((e) => (e.type === 'TradeExecuted' ? [`${e.tradeId} ${e.buyerFee}`] : []))
    // 0.3 % of 10 tokens at 1.00..1.09 EUR is below the 0.10 minimum.
    expect(trades('IQS')).toEqual(Array.from({ length: 10 }, (_, i) => `IQS-${FIRST_TRADE + i} 0.10`))
    // 2.5 % (min 1.25) for the first five, then 1 % (min 0.50).
    expect(trades('OST')).toEqual(
      Array.from({ length: 10 }, (_, i) => `OST-${FIRST_TRADE + i} ${i < 5 ? '1.25' : '0.50'}`),
    )
  })

  describe('randomized interleavings', () => {
    const time = fc.integer({ min: 0, max: 2 ** 40 })
    const price = fc.integer({ min: 95, max: 105 })
    const quantity = fc.integer({ min: 1, max: 12 })
    const smallId = (prefix: string, max: number) => fc.integer({ min: 0, max }).map((n) => `${prefix}${n}`)

    /** The commands of one market: mostly its own traders, sometimes the other's, an unknown or ''. */
    function commandOf(market: Instrument): fc.Arbitrary<Step> {
      const other = market === 'IQS' ? 'OST' : 'IQS'
      const trader = fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...TRADERS[market]) },
        { weight: 2, arbitrary: fc.constantFrom(...TRADERS[other]) },
        { weight: 1, arbitrary: fc.constantFrom('', 'ghost') },
      )
      const orderId = smallId('o', 30)
      const lockId = smallId('l', 4)
      const place = fc
        .record({
          orderId,
          traderId: trader,
          side: fc.constantFrom('BUY' as const, 'SELL' as const),
          orderType: fc.constantFrom('LIMIT' as const, 'LIMIT' as const, 'LIMIT' as const, 'MARKET' as const),
          price,
          quantity,
          timeInForce: fc.option(fc.constantFrom('GTC' as const, 'IOC' as const, 'FOK' as const), {
            nil: undefined,
          }),
          selfTradePrevention: fc.option(
            fc.constantFrom('EXPIRE_TAKER' as const, 'EXPIRE_MAKER' as const, 'EXPIRE_BOTH' as const),
            { nil: undefined },
          ),
          at: time,
        })
        .map((c): EngineCommand => ({ type: 'PlaceOrder', ...c }))
      const command: fc.Arbitrary<EngineCommand> = fc.oneof(
        { weight: 12, arbitrary: place },
        {
          weight: 4,
          arbitrary: fc
            .record({ orderId, traderId: trader, at: time })
            .map((c): EngineCommand => ({ type: 'CancelOrder', ...c })),
        },
        {
          weight: 3,
          arbitrary: fc
            .record({
              orderId,
              traderId: trader,
              price: fc.option(price, { nil: undefined }),
              quantity: fc.option(quantity, { nil: undefined }),
              at: time,
            })
            .map((c): EngineCommand => ({ type: 'AmendOrder', ...c })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({ traderId: trader, quantity: fc.integer({ min: 1, max: 50 }), at: time })
            .map((c): EngineCommand => ({
              type: 'CreditTokens',
              ...c,
              source: 'TREASURY_ALLOCATION',
              reference: 'r',
            })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({
              type: fc.constantFrom('SettleTrade' as const, 'RejectSettlement' as const),
              tradeId: fc.integer({ min: FIRST_TRADE, max: FIRST_TRADE + 12 }).map((n) => `${market}-${n}`),
              at: time,
            })
            .map((c): EngineCommand => c),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({
              lockId,
              traderId: trader,
              quantity: fc.integer({ min: 1, max: 10 }),
              purpose: fc.constantFrom('P2P' as const, 'CONVERSION' as const),
              at: time,
            })
            .map((c): EngineCommand => ({ type: 'LockTokens', ...c })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({ lockId, buyerId: trader, price, at: time })
            .map((c): EngineCommand => ({ type: 'ExecuteP2PTrade', ...c })),
        },
        {
          weight: 1,
          arbitrary: fc
            .record({
              type: fc.constantFrom('UnlockTokens' as const, 'ConsumeLock' as const),
              lockId,
              at: time,
            })
            .map((c): EngineCommand => c),
        },
        {
          weight: 1,
          arbitrary: fc.oneof(
            fc
              .record({ quantity: fc.integer({ min: 1, max: 40 }), at: time })
              .map((c): EngineCommand => ({ type: 'CreateTokens', ...c, reference: 'c' })),
            fc
              .record({ traderId: trader, quantity: fc.integer({ min: 1, max: 20 }), at: time })
              .map((c): EngineCommand => ({ type: 'AllocateTokens', ...c, reference: 'a' })),
          ),
        },
        {
          weight: 3,
          arbitrary: fc.oneof(
            fc
              .record({
                type: fc.constantFrom('SuspendTrader' as const, 'ReinstateTrader' as const),
                traderId: trader,
                at: time,
              })
              .map((c): EngineCommand => c),
            fc
              .record({
                status: fc.constantFrom(
                  'OPEN' as const,
                  'OPEN' as const,
                  'SUSPENDED' as const,
                  'BLACKOUT' as const,
                ),
                at: time,
              })
              .map((c): EngineCommand => ({ type: 'SetMarketStatus', ...c })),
            fc
              .record({ price: fc.constantFrom(0, 100, 100, 103), at: time })
              .map((c): EngineCommand => ({ type: 'SetReferencePrice', ...c })),
            fc
              .record({
                fees: fc.constantFrom<[string, string]>(
                  ['0.10', '0.3'],
                  ['1.25', '2.5'],
                  ['0', '7.125'],
                  ['0.5', 'x'],
                ),
                at: time,
              })
              .map(({ fees: [minimumEur, percent], at: t }): EngineCommand => ({
                type: 'SetFeeSchedule',
                minimumEur: minimumEur!,
                percent: percent!,
                at: t,
              })),
          ),
        },
      )
      return command.map((c) => ({ market, command: c }))
    }

    // Every trader of each market starts with tokens there, so that sells happen from the start.
    const opening: Step[] = (['IQS', 'OST'] as const).flatMap((market) =>
      TRADERS[market].map((traderId) => on(market, credit(traderId, 20))),
    )
    const steps = fc
      .array(fc.oneof(commandOf('IQS'), commandOf('OST')), { minLength: 20, maxLength: 200, size: 'max' })
      .map((rest) => [...opening, ...rest])
    const books = fc.record({
      IQS: fc.constantFrom('fast' as const, 'reference' as const),
      OST: fc.constantFrom('fast' as const, 'reference' as const),
    })

    it('give each market the events and state hashes it has alone', () => {
      fc.assert(
        fc.property(steps, books, (s, b) => {
          expectSameAsAlone(s, b)
        }),
        { numRuns: 200, seed: 20_260_112 },
      )
    })

    it('are not vacuous: both markets trade, suspend and refuse malformed traders', () => {
      const seen: Record<Instrument, Set<string>> = { IQS: new Set(), OST: new Set() }
      fc.assert(
        fc.property(steps, books, (s, b) => {
          const runs = play(s, b)
          for (const market of ['IQS', 'OST'] as const)
            for (const e of runs[market].events.flat())
              seen[market].add(e.type === 'OrderRejected' || e.type === 'CommandRejected' ? e.reason : e.type)
        }),
        { numRuns: 50, seed: 20_260_112 },
      )
      for (const market of ['IQS', 'OST'] as const)
        for (const kind of [
          'TradeExecuted',
          'P2PTradeExecuted',
          'FeeScheduleChanged',
          'TraderSuspended',
          'TRADER_SUSPENDED',
          'INVALID_ORDER',
          'TradeSettled',
        ])
          expect(seen[market]).toContain(kind)
    })
  })
})
