import type { Instrument } from '@iqs/engine'
import { sumQuantities, unitsToEur, type MarketConfigEntry, type MarketConfigView } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import {
  inBlackout,
  maxSupply,
  readBlackout,
  readMarketState,
  readSupply,
} from './market-state.repository.js'

/** The market configuration as `GET /api/iqs/market-config` answers it. */
export async function marketConfigView(app: FastifyInstance): Promise<MarketConfigView> {
  const period = await readBlackout(app.db)
  const blackout = inBlackout(period, app.clock.now())
  const entry = async (instrument: Instrument): Promise<MarketConfigEntry> => {
    const state = await readMarketState(app.db, instrument)
    const supply = await readSupply(app.db, instrument)
    const max = maxSupply(instrument)
    const priceDecimals = priceDecimalsOf(instrument)
    return {
      instrument,
      transaction_fee_minimum_eur: state.fee_minimum_eur,
      transaction_fee_percent: state.fee_percent,
      open_status: state.status,
      is_open: state.status === 'OPEN' && !blackout,
      reference_price: unitsToEur(state.reference_price, priceDecimals),
      last_price: state.last_price === null ? null : unitsToEur(state.last_price, priceDecimals),
      price_decimals: priceDecimals,
      tokens_in_treasury: String(supply.treasury),
      tokens_in_circulation: String(supply.circulation),
      max_supply: String(max),
      max_creatable: String(Math.max(0, max - supply.treasury - supply.circulation)),
    }
  }
  const IQS = await entry('IQS')
  const OST = await entry('OST')
  return {
    blackout_period: period
      ? { start: new Date(period.start).toISOString(), end: new Date(period.end).toISOString() }
      : null,
    in_blackout: blackout,
    shares_plus_iqs_in_circulation: sumQuantities([IQS.tokens_in_circulation, OST.tokens_in_circulation]),
    IQS,
    OST,
  }
}
