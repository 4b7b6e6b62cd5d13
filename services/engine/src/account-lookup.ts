import type { EngineState, TraderAccount } from './engine-state.js'

/**
 * `state.traders.get(traderId)`, through the market's two-entry cache (`state.caches`). An order's
 * trader is looked up by decide and again by evolve (its rest, its trades as seller), and a trade's
 * maker is often next to it: two entries catch most repeats and save a Map lookup each.
 *
 * The cache is the market's own, so another market's lookups cannot evict or answer this one's. An
 * entry answers only when it holds an account: accounts are never removed from their map nor
 * replaced, so that account is still what the map holds under the id. Empty entries (id '', no
 * account) never answer, not even for the id '', which decide refuses but a map could still hold.
 */
export function lookupAccount(state: EngineState, traderId: string): TraderAccount | undefined {
  const cache = state.caches
  if (traderId === cache.recentId) {
    const recent = cache.recentAccount
    if (recent !== undefined) return recent
  } else if (traderId === cache.olderId) {
    const older = cache.olderAccount
    if (older !== undefined) {
      cache.olderId = cache.recentId
      cache.olderAccount = cache.recentAccount
      cache.recentId = traderId
      cache.recentAccount = older
      return older
    }
  }
  const found = state.traders.get(traderId)
  if (found !== undefined) {
    cache.olderId = cache.recentId
    cache.olderAccount = cache.recentAccount
    cache.recentId = traderId
    cache.recentAccount = found
  }
  return found
}
