import type { Instrument } from '@iqs/engine'
import type { EventStore } from '@iqs/eventstore'
import { MarketWriter } from '@iqs/exchange'
import type { FastifyInstance } from 'fastify'
import { checkEventLog, type EventLogCheck } from './event-log-check.js'
import { INSTRUMENTS, MARKET_CONFIGS } from '../markets/initial-market-configs.js'

export interface StartedMarkets {
  writers: Map<Instrument, MarketWriter>
  eventLog: EventLogCheck
}

/**
 * Checks the tail of the event log's hash chain, then starts one writer per market. On a broken
 * chain the writers still restore their books (reads keep working) but are halted: they append
 * nothing and commands answer EVENT_LOG_BROKEN. A writer that cannot even restore from the broken
 * log is left out (its market answers EVENT_LOG_BROKEN too); on an intact log that is a start-up
 * failure, as before.
 *
 * @example const { writers, eventLog } = await startMarketWriters(app, store, () => projections.notify())
 */
export async function startMarketWriters(
  app: FastifyInstance,
  store: EventStore,
  onCommit: () => void,
): Promise<StartedMarkets> {
  const eventLog = await checkEventLog(app.db as never, app.log)
  const writers = new Map<Instrument, MarketWriter>()
  for (const instrument of INSTRUMENTS) {
    let writer: MarketWriter
    try {
      writer = await MarketWriter.start({
        instrument,
        store,
        bus: app.bus,
        config: MARKET_CONFIGS[instrument],
        // The app's one clock stamps every market event's `at`.
        clock: () => app.clock.now(),
        log: app.log,
        onCommit,
        standby: app.config.writerStandby,
      })
    } catch (error) {
      if (eventLog.ok) throw error
      app.log.error({ err: error, market: instrument }, 'market not restored from the broken event log')
      continue
    }
    if (!eventLog.ok) await writer.halt(eventLog.detail)
    else if (app.bus.kind === 'nats') writer.serveOnBus()
    writers.set(instrument, writer)
  }
  app.log.info(
    { markets: Object.fromEntries([...writers].map(([instrument, w]) => [instrument, w.role])) },
    'market writers ready',
  )
  return { writers, eventLog }
}
