import { computeFee, type FeeSchedule, type SelfTradePrevention, type Side } from '@iqs/engine'
import {
  averagePrice,
  moneyDecimals,
  netOfFee,
  sumDecimals,
  sumEur,
  sumQuantities,
  totalEur,
  unitsToEur,
  type MarketFill,
} from '@iqs/protocol'

/** One resting order of a level as the preview knows it: its open quantity, and whether it is mine. */
export interface RestingPart {
  quantity: number
  own: boolean
}

/**
 * A price level of the side a market order takes from, best first. `parts` are its resting orders
 * in time priority when known; without them (or when they do not add up to the level) the level is
 * priced as one fill.
 */
export interface WalkLevel {
  /** Price units. */
  price: number
  quantity: number
  parts?: readonly RestingPart[]
}

export interface WalkInput {
  side: Side
  quantity: number
  levels: readonly WalkLevel[]
  fees: FeeSchedule
  priceDecimals: number
  selfTradePrevention: SelfTradePrevention
}

/** The preview's figures of a market order: its fills, their value, fees and total, and the walk. */
export interface MarketOrderWalk {
  value: string
  fee: string
  total: string
  fill: MarketFill
}

/**
 * A market order walked through the opposite side of the book, as the engine's `placeOrder` matches
 * it: best price first, each resting order in time order, one trade per resting order, each trade's
 * fee `computeFee(price, quantity)` (so the minimum fee applies per fill, not once per order), and
 * my own resting order ends the walk (EXPIRE_TAKER, EXPIRE_BOTH) or is passed over (EXPIRE_MAKER).
 *
 * Why not one fee on the whole quantity at the last price: the last price (5.95) is not what the
 * book fills at (6.10 with the fees), and a level of three orders costs three fees.
 *
 * @example walkMarketOrder({ side: 'BUY', quantity: 200, levels: [{ price: 102, quantity: 150 }, ...], ... })
 */
export function walkMarketOrder(input: WalkInput): MarketOrderWalk {
  const { side, fees, priceDecimals } = input
  let remaining = input.quantity
  let stoppedBy: MarketFill['stopped_by'] = null
  const levels: { price: number; quantity: number; fees: string[] }[] = []
  walk: for (const level of input.levels) {
    if (remaining === 0) break
    const taken = { price: level.price, quantity: 0, fees: [] as string[] }
    for (const part of partsOf(level)) {
      if (remaining === 0) break
      if (part.own) {
        if (input.selfTradePrevention === 'EXPIRE_MAKER') continue
        stoppedBy = 'OWN_ORDER'
        if (taken.quantity > 0) levels.push(taken)
        break walk
      }
      const filled = Math.min(part.quantity, remaining)
      remaining -= filled
      taken.quantity += filled
      taken.fees.push(computeFee(fees, level.price, filled))
    }
    if (taken.quantity > 0) levels.push(taken)
  }
  if (remaining > 0 && stoppedBy === null) stoppedBy = 'BOOK'

  const decimals = moneyDecimals(priceDecimals)
  const values = levels.map((l) => totalEur(l.price, l.quantity, priceDecimals))
  const value = sumDecimals(values, decimals)
  const fee = sumEur(levels.flatMap((l) => l.fees))
  const filled = sumQuantities(levels.map((l) => l.quantity))
  const last = levels.at(-1)
  return {
    value,
    fee,
    total: netOfFee(side, value, fee),
    fill: {
      requested: String(input.quantity),
      filled,
      unfilled: String(remaining),
      average_price: averagePrice(value, filled, priceDecimals + 2),
      worst_price: last ? unitsToEur(last.price, priceDecimals) : null,
      levels: levels.map((l) => ({
        price: unitsToEur(l.price, priceDecimals),
        quantity: String(l.quantity),
        fee: sumEur(l.fees),
      })),
      stopped_by: stoppedBy,
    },
  }
}

/** The level's resting orders when they add up to it; else the level as one order of someone else. */
function partsOf(level: WalkLevel): readonly RestingPart[] {
  const parts = level.parts
  if (parts && parts.length > 0 && parts.reduce((sum, p) => sum + p.quantity, 0) === level.quantity)
    return parts
  return [{ quantity: level.quantity, own: false }]
}
