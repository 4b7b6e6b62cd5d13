import type { Instrument, MarketStatus } from '@iqs/engine'
import type { TermsUpdate } from '@iqs/exchange'
import { unitsToEur, type MarketLiveData } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import type { BlackoutPeriod } from './market-settings-decider.js'
import { inBlackout, readBlackout, readMarketState } from './market-state.repository.js'

/**
 * What the `market.*` WebSocket channel keeps of a market: its terms (prices in units) and the
 * blackout period. Folded in memory from the writer's terms updates and the blackout
 * announcements, so a change reaches the sockets as soon as it is committed, without waiting for
 * the read models (which only give the starting point).
 */
export interface MarketLiveState {
  status: MarketStatus
  referencePrice: number
  lastPrice: number | null
  feeMinimumEur: string
  feePercent: string
  priceDecimals: number
  blackout: BlackoutPeriod | null
}

/** The starting point, as `GET /api/iqs/market-config` reads it (call after the read models caught up). */
export async function readMarketLiveState(
  db: Kysely<Database>,
  instrument: Instrument,
): Promise<MarketLiveState> {
  const [state, period] = await Promise.all([readMarketState(db, instrument), readBlackout(db)])
  return {
    status: state.status as MarketStatus,
    referencePrice: state.reference_price,
    lastPrice: state.last_price,
    feeMinimumEur: state.fee_minimum_eur,
    feePercent: state.fee_percent,
    priceDecimals: priceDecimalsOf(instrument),
    blackout: period ? { start: period.start, end: period.end } : null,
  }
}

/** The market after the writer's terms update (absolute: the engine's terms after a batch). */
export function withTerms(state: MarketLiveState, update: TermsUpdate): MarketLiveState {
  const { terms } = update
  return {
    ...state,
    status: terms.status,
    referencePrice: terms.referencePrice,
    feeMinimumEur: terms.feeMinimumEur,
    feePercent: terms.feePercent,
    priceDecimals: terms.priceDecimals,
    lastPrice: update.lastPrice ?? state.lastPrice,
  }
}

/** The market once the blackout period is scheduled (or cleared: null). */
export function withBlackout(state: MarketLiveState, blackout: BlackoutPeriod | null): MarketLiveState {
  return { ...state, blackout }
}

/** The next instant the view changes by itself: the period's start or end still ahead of `now`. */
export function nextBlackoutBoundary(state: MarketLiveState, now: number): number | undefined {
  const { blackout } = state
  return blackout ? [blackout.start, blackout.end].find((time) => time > now) : undefined
}

/** The channel's data at `now`, with `market-config-view.ts`'s rules for `is_open` and `in_blackout`. */
export function marketLiveView(instrument: Instrument, state: MarketLiveState, now: number): MarketLiveData {
  const blackout = inBlackout(state.blackout, now)
  const eur = (units: number) => unitsToEur(units, state.priceDecimals)
  return {
    instrument,
    open_status: state.status,
    is_open: state.status === 'OPEN' && !blackout,
    transaction_fee_minimum_eur: state.feeMinimumEur,
    transaction_fee_percent: state.feePercent,
    reference_price: eur(state.referencePrice),
    last_price: state.lastPrice === null ? null : eur(state.lastPrice),
    price_decimals: state.priceDecimals,
    blackout_period: state.blackout
      ? {
          start: new Date(state.blackout.start).toISOString(),
          end: new Date(state.blackout.end).toISOString(),
        }
      : null,
    in_blackout: blackout,
  }
}
