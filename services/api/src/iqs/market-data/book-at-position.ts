import { evolve, initialState, type EngineEvent, type Instrument } from '@iqs/engine'
import { positionToNumber, type EventStore } from '@iqs/eventstore'
import { marketStreamId } from '@iqs/exchange'
import { MARKET_CONFIGS } from '../markets/initial-market-configs.js'

/**
 * The book of a market as it was just after global position `at`: the
 * market's stream replayed from its start up to that point (snapshots carry
 * stream versions, not global positions, so time travel does not use them).
 */
export async function bookAtPosition(
  store: EventStore,
  instrument: Instrument,
  at: number,
  depth = 50,
): Promise<{ bids: [number, number][]; asks: [number, number][] }> {
  const state = initialState({ ...MARKET_CONFIGS[instrument], book: 'fast' })
  const streamId = marketStreamId(instrument)
  for (let fromVersion = 1; ;) {
    const page = await store.readStream(streamId, { fromVersion, limit: 5_000 })
    for (const recorded of page) {
      if (positionToNumber(recorded.position) > at) return levels()
      evolve(state, recorded.data as EngineEvent)
    }
    if (page.length < 5_000) return levels()
    fromVersion = (page.at(-1)?.streamVersion ?? 0) + 1
  }

  function levels() {
    const side = (s: 'BUY' | 'SELL') =>
      state.book.levels(s, depth).map((l): [number, number] => [l.price, l.quantity])
    return { bids: side('BUY'), asks: side('SELL') }
  }
}
