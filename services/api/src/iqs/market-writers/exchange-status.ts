import type { Instrument } from '@iqs/engine'
import type { WriterRole } from '@iqs/exchange'
import type { EventLogCheck } from './event-log-check.js'

/** What `/api/health` and `/api/health/ready` say about the exchange in this process. */
export interface ExchangeStatus {
  /** Each market's writer role here; undefined where no writer runs (`RUN_EXCHANGE=0`). */
  markets: Partial<Record<Instrument, WriterRole>> | undefined
  /** The start-up hash-chain check; undefined where no writer runs. */
  eventLog: EventLogCheck | undefined
  /** True when every market's writes are taken here, or handed over to the live writer over NATS. */
  writable: boolean
}

/**
 * Reads the roles at each call: a writer goes on standby and comes back without telling health.
 * A market with no writer here while the exchange runs is `halted` (its log could not be read).
 *
 * @example app.decorate('exchangeStatus', exchangeStatusOf({ instruments, roles, eventLog, forwards }))
 */
export function exchangeStatusOf(source: {
  instruments: readonly Instrument[]
  /** Undefined in a process that runs no writer. */
  roles: ((instrument: Instrument) => WriterRole | undefined) | undefined
  eventLog: EventLogCheck | undefined
  /** Whether a market on standby hands its commands over (NATS). */
  forwards: boolean
}): () => ExchangeStatus {
  return () => {
    const { roles, eventLog, forwards } = source
    // Another process runs the writers and this one forwards everything over the bus.
    if (!roles) return { markets: undefined, eventLog, writable: true }
    const markets: Partial<Record<Instrument, WriterRole>> = {}
    for (const instrument of source.instruments) markets[instrument] = roles(instrument) ?? 'halted'
    const writable = Object.values(markets).every(
      (role) => role === 'writer' || (role === 'standby' && forwards),
    )
    return { markets, eventLog, writable: writable && eventLog?.ok !== false }
  }
}
