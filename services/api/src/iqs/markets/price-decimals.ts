import { resolveMarketConfig, type Instrument } from '@iqs/engine'
import { MARKET_CONFIGS } from './initial-market-configs.js'

/** Each market's price decimals, resolved once from the configuration its engine starts from. */
const PRICE_DECIMALS: Record<Instrument, number> = {
  IQS: resolveMarketConfig(MARKET_CONFIGS.IQS).priceDecimals,
  OST: resolveMarketConfig(MARKET_CONFIGS.OST).priceDecimals,
}

/**
 * How many decimals a price has on a market: its price units are `10^-priceDecimals` euro.
 *
 * Why from the configuration: no event changes a market's price decimals, so the engine's
 * `state.config.priceDecimals` (and `BookSnapshot.terms`) is this very value. Code that holds the
 * live terms uses them; read models and views, which have only the market's name, ask here
 * instead of assuming cents.
 *
 * @example unitsToEur(row.price, priceDecimalsOf(row.instrument)) // '1.05'
 */
export function priceDecimalsOf(instrument: Instrument | string): number {
  const decimals = PRICE_DECIMALS[instrument as Instrument]
  if (decimals === undefined) throw new Error(`Unknown market ${instrument}`)
  return decimals
}
