import type { EngineState } from './engine-state.js'

/**
 * Checks every invariant of the state and throws on the first broken one:
 * the book's own structure (levels, queues, totals, never crossed), every token in exactly one
 * bucket (the buckets sum to the tokens credited), reserved tokens equal to the trader's resting sell
 * quantity, escrow equal to the trader's pending sales plus locks.
 *
 * Tests call it after every command; it walks the whole state, so production code should not.
 */
export function validateInternalState(state: EngineState): void {
  const fail = (what: string): never => {
    throw new Error(`Invariant broken in ${state.config.instrument} market: ${what}`)
  }
  state.book.validate()

  const reserved = new Map<string, number>()
  for (const order of state.book.orders('SELL'))
    reserved.set(order.traderId, (reserved.get(order.traderId) ?? 0) + order.quantity)
  for (const order of state.book.orders('BUY')) {
    if (order.price < state.config.minPrice || order.price > state.config.maxPrice)
      fail(`${order.orderId} price`)
  }
  const escrow = new Map<string, number>()
  for (const trade of state.pendingTrades)
    escrow.set(trade.sellerId, (escrow.get(trade.sellerId) ?? 0) + trade.quantity)
  for (const lock of state.locks.values())
    escrow.set(lock.traderId, (escrow.get(lock.traderId) ?? 0) + lock.quantity)

  let total = 0
  for (const [traderId, account] of state.traders) {
    for (const bucket of ['available', 'reserved', 'escrow'] as const) {
      const value = account[bucket]
      if (!Number.isSafeInteger(value) || value < 0) fail(`${traderId} ${bucket} is ${value}`)
      total += value
    }
    if (account.reserved !== (reserved.get(traderId) ?? 0))
      fail(`${traderId} reserved ${account.reserved} but rests ${reserved.get(traderId) ?? 0} to sell`)
    if (account.escrow !== (escrow.get(traderId) ?? 0))
      fail(`${traderId} escrow ${account.escrow} but owes ${escrow.get(traderId) ?? 0}`)
    reserved.delete(traderId)
    escrow.delete(traderId)
  }
  if (reserved.size > 0 || escrow.size > 0) fail('tokens held by a trader without an account')
  if (total !== state.totalTokens) fail(`accounts hold ${total} tokens, ${state.totalTokens} were credited`)
  if (!Number.isInteger(state.referencePrice) || state.referencePrice < 0) fail('reference price')
  if (!Number.isInteger(state.nextTradeNumber) || state.nextTradeNumber < 1) fail('trade counter')
}
