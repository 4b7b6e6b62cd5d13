import type { Instrument } from '@iqs/engine'

/** The event stream of one market; its single writer is the MarketWriter of that instrument. */
export function marketStreamId(instrument: Instrument): string {
  return `market-${instrument}`
}

/**
 * Bus subjects of a market. Book deltas, trades and terms (status, fees, reference price) are
 * public; `orders.<trader>` is private.
 */
export const marketSubjects = {
  commands: (instrument: Instrument) => `exchange.${instrument}.commands`,
  snapshot: (instrument: Instrument) => `exchange.${instrument}.snapshot`,
  book: (instrument: Instrument) => `market.${instrument}.book`,
  trades: (instrument: Instrument) => `market.${instrument}.trades`,
  terms: (instrument: Instrument) => `market.${instrument}.terms`,
  events: (instrument: Instrument) => `market.${instrument}.events`,
  traderOrders: (traderId: string) => `orders.${traderId}`,
} as const

/** The snapshot type saved for a market stream; bump `schemaVersion` when EngineSnapshot changes shape. */
export const ENGINE_SNAPSHOT_TYPE = 'EngineSnapshot'
export const ENGINE_SNAPSHOT_SCHEMA_VERSION = 1
