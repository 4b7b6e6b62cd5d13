import type { TraderAccount } from './engine-state.js'

/**
 * The last two accounts looked up, and the map they came from. An order's trader is looked up by
 * decide and again by evolve (its rest, its trades as seller), and a trade's maker is often next to
 * it: two entries catch most repeats and save a Map lookup each. Accounts are never removed from
 * their map nor replaced (a restore builds a new map), so an entry stays right while its map is the
 * one asked for.
 */
let cachedMap: Map<string, TraderAccount> | undefined
let recentId = ''
let recentAccount: TraderAccount | undefined
let olderId = ''
let olderAccount: TraderAccount | undefined

/** `traders.get(traderId)`, through the two-entry cache. */
export function lookupAccount(
  traders: Map<string, TraderAccount>,
  traderId: string,
): TraderAccount | undefined {
  if (traders === cachedMap) {
    if (traderId === recentId) return recentAccount
    if (traderId === olderId) {
      const found = olderAccount
      olderId = recentId
      olderAccount = recentAccount
      recentId = traderId
      recentAccount = found
      return found
    }
  } else {
    cachedMap = traders
    recentId = ''
    olderId = ''
  }
  const found = traders.get(traderId)
  if (found !== undefined) {
    olderId = recentId
    olderAccount = recentAccount
    recentId = traderId
    recentAccount = found
  }
  return found
}
