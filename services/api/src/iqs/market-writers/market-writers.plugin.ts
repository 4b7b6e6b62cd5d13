import type { Instrument } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import type { MarketWriter } from '@iqs/exchange'
import fp from 'fastify-plugin'
import { forgetOnAppend, TradingEligibilityCache } from '../orders/trading-eligibility-cache.js'
import { allProjections } from '../all-projections.js'
import { ProjectionRunner } from '../../platform/projections/projection-runner.js'
import { refuseAppends, type EventLogCheck } from './event-log-check.js'
import { exchangeStatusOf, type ExchangeStatus } from './exchange-status.js'
import {
  busMarketGateway,
  localMarketGateway,
  withMarketErrors,
  type MarketGateway,
} from '../markets/market-gateway.js'
import { INSTRUMENTS } from '../markets/initial-market-configs.js'
import { startMarketWriters } from './start-market-writers.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The event log (PostgreSQL or PGlite, the same database as the read models). */
    eventStore: EventStore
    /** Commands and book snapshots of the markets, wherever their writers run. */
    markets: MarketGateway
    /** The market writers' roles and the start-up chain check, for health and readiness. */
    exchangeStatus: () => ExchangeStatus
    projections: ProjectionRunner
    /** The white-list statuses and blackout period orders check, kept while the log leaves them be. */
    tradingEligibility: TradingEligibilityCache
  }
}

/**
 * The token exchange inside the api process: the event store, one writer per
 * market (unless `runExchange` is off and another process serves them over
 * the bus), and the projections that keep the read models up to date.
 *
 * Before the writers start, the tail of the log's hash chain is verified; a
 * broken chain halts them (EVENT_LOG_BROKEN). A writer fenced by another
 * process goes on standby: with NATS its market's commands are handed over to
 * the live writer, otherwise they answer MARKET_WRITER_STANDBY (503, retry).
 */
export const exchangePlugin = fp(
  async (app) => {
    const store = createPostgresEventStore({
      db: app.db as never,
      // The app's one clock: each event's recorded time, which a dividend's record date reads.
      clock: () => app.clock.date(),
      ...(app.config.databaseUrl ? { listenUrl: app.config.databaseUrl } : {}),
      log: app.log,
    })
    const projections = new ProjectionRunner({
      db: app.db,
      store,
      projections: allProjections,
      log: app.log,
    })
    let writers = new Map<Instrument, MarketWriter>()
    let eventLog: EventLogCheck | undefined
    if (app.config.runExchange)
      ({ writers, eventLog } = await startMarketWriters(app, store, () => projections.notify()))
    // A market on standby hands over to the live writer where the bus reaches it.
    const forward = app.bus.kind === 'nats' ? busMarketGateway(app.bus) : undefined
    const gateway = app.config.runExchange
      ? localMarketGateway(writers, {
          ...(forward ? { forward } : {}),
          ...(eventLog?.ok === false ? { missingReason: eventLog.detail } : {}),
        })
      : busMarketGateway(app.bus)
    const eligibility = new TradingEligibilityCache(app.db, store, app.log)
    const appendable = eventLog?.ok === false ? refuseAppends(store, eventLog) : store
    app.decorate('eventStore', forgetOnAppend(appendable, eligibility))
    app.decorate('markets', withMarketErrors(gateway))
    app.decorate(
      'exchangeStatus',
      exchangeStatusOf({
        instruments: INSTRUMENTS,
        roles: app.config.runExchange ? (instrument) => writers.get(instrument)?.role : undefined,
        eventLog,
        forwards: forward !== undefined,
      }),
    )
    app.decorate('projections', projections)
    app.decorate('tradingEligibility', eligibility)

    app.addHook('onReady', async () => {
      projections.start()
      await eligibility.start()
    })
    app.addHook('onClose', async () => {
      await eligibility.stop()
      for (const writer of writers.values()) await writer.stop()
      await projections.stop()
      await store.close()
    })
  },
  { name: 'exchange', dependencies: ['storage'] },
)
