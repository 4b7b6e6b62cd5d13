import type { Instrument, MarketConfig } from '@iqs/engine'

/**
 * The markets' starting configuration, used when a market's stream is new.
 * Afterwards every change (status, fees, reference price) is an event, so
 * editing these values does not rewrite history.
 *
 * Prices are in cents. The reference price starts at 1.00 EUR: the spec
 * refuses every order while it is zero.
 */
const COMMON: Omit<MarketConfig, 'instrument'> = {
  priceDecimals: 2,
  tickSize: 1,
  lotSize: 1,
  minPrice: 1,
  maxPrice: 1_000_000,
  minNotional: 100,
  feeMinimumEur: '1.00',
  feePercent: '0.5',
  status: 'OPEN',
  referencePrice: 100,
  book: 'fast',
}

export const MARKET_CONFIGS: Record<Instrument, MarketConfig> = {
  // IQS: a fixed supply of 500 million tokens; OST stands for the company's class A shares, of which
  // there are 1 billion (spec §1).
  IQS: { instrument: 'IQS', ...COMMON, maxSupply: 500_000_000 },
  OST: { instrument: 'OST', ...COMMON, maxSupply: 1_000_000_000 },
}

export const INSTRUMENTS: readonly Instrument[] = ['IQS', 'OST']
