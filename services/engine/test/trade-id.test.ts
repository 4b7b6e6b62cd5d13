import { describe, expect, it } from 'vitest'
import { decide, evolve, initialState } from '../src/index.js'
import type { EngineCommand, TradeExecuted } from '../src/index.js'

/** The trade ids printed from trade number `first` on, one trade per command. */
function tradeIds(instrument: 'IQS' | 'OST', first: number, count: number): string[] {
  const state = initialState({ instrument, referencePrice: 100 })
  state.nextTradeNumber = first
  const run = (command: EngineCommand) => {
    const events = decide(state, command)
    for (const event of events) evolve(state, event)
    return events
  }
  run({
    type: 'CreditTokens',
    traderId: 's',
    quantity: count,
    source: 'SHAREHOLDER_ADDED',
    reference: 'r',
    at: 1,
  })
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    run({
      type: 'PlaceOrder',
      orderId: `s${i}`,
      traderId: 's',
      side: 'SELL',
      orderType: 'LIMIT',
      price: 100,
      quantity: 1,
      at: 1,
    })
    const trade = run({
      type: 'PlaceOrder',
      orderId: `b${i}`,
      traderId: 'b',
      side: 'BUY',
      orderType: 'LIMIT',
      price: 100,
      quantity: 1,
      at: 1,
    }).find((e): e is TradeExecuted => e.type === 'TradeExecuted')
    ids.push(trade!.tradeId)
  }
  return ids
}

describe('trade ids', () => {
  it('are the instrument and the trade number in plain decimal, across every digit boundary', () => {
    for (const first of [1, 8, 98, 998, 1998, 9_998, 99_998, 999_998, 123_455, 2 ** 40 - 2]) {
      const expected = [0, 1, 2].map((k) => `IQS-${first + k}`)
      expect(tradeIds('IQS', first, 3)).toEqual(expected)
    }
    expect(tradeIds('OST', 1_000, 2)).toEqual(['OST-1000', 'OST-1001'])
    // Markets alternate: a cached prefix of one must not leak into the other.
    expect(tradeIds('IQS', 5_000, 1)).toEqual(['IQS-5000'])
    expect(tradeIds('OST', 5_001, 1)).toEqual(['OST-5001'])
  })
})
