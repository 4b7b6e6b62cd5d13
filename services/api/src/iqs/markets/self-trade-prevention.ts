import { resolveMarketConfig, type Instrument, type SelfTradePrevention } from '@iqs/engine'
import { MARKET_CONFIGS } from './initial-market-configs.js'

const MODES: Record<Instrument, SelfTradePrevention> = {
  IQS: resolveMarketConfig(MARKET_CONFIGS.IQS).defaultSelfTradePrevention,
  OST: resolveMarketConfig(MARKET_CONFIGS.OST).defaultSelfTradePrevention,
}

/**
 * What a market does when a trader's order meets the same trader's resting order: the mode of its
 * configuration, which no event changes and the order routes never override. The market-order
 * preview walks the book with it, as the engine matches.
 */
export function selfTradePreventionOf(instrument: Instrument): SelfTradePrevention {
  return MODES[instrument]
}
