import { describe, expect, it } from 'vitest'
import { decide, evolve, initialState, marketDecider, stateHash, type EngineCommand } from '../src/index.js'
import { BASE_CONFIG, BOOKS, buy, cancel, credit, sell } from './spec-dsl.js'

/**
 * `marketDecider` is the engine in the house convention (command first, state second, an initial
 * state from nothing): the same events and the same state as the engine's own hot-path functions.
 */
describe('marketDecider', () => {
  const commands: EngineCommand[] = [
    credit('s', 10),
    sell('a1', 's', 101, 5),
    buy('b1', 'x', 101, 2),
    buy('b2', 'x', 99, 1),
    cancel('b2', 'x'),
    sell('a2', 's', 101, 50),
  ]

  for (const book of BOOKS)
    it(`decides and evolves as decide/evolve do (${book} book)`, () => {
      const config = { ...BASE_CONFIG, book }
      const market = marketDecider(config)
      const viaDecider = market.initialState()
      const direct = initialState(config)
      for (const command of commands) {
        const events = market.decide(command, viaDecider)
        expect(events).toEqual(decide(direct, command))
        for (const event of events) {
          expect(market.evolve(viaDecider, event)).toBe(viaDecider)
          evolve(direct, event)
        }
      }
      expect(stateHash(viaDecider)).toBe(stateHash(direct))
    })

  it('refuses with a rejection event, not an exception', () => {
    const market = marketDecider(BASE_CONFIG)
    const events = market.decide(sell('a1', 'nobody', 101, 5), market.initialState())
    expect(events.map((e) => e.type)).toEqual(['OrderRejected'])
  })
})
