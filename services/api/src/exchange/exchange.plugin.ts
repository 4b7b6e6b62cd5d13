import type { Instrument } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import { MarketWriter } from '@iqs/exchange'
import fp from 'fastify-plugin'
import { forgetOnAppend, TradingEligibilityCache } from '../orders/trading-eligibility-cache.js'
import { allProjections } from '../projections/all-projections.js'
import { ProjectionRunner } from '../projections/projection-runner.js'
import { busMarketGateway, localMarketGateway, type MarketGateway } from './market-gateway.js'
import { INSTRUMENTS, MARKET_CONFIGS } from './market-configs.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The event log (PostgreSQL or PGlite, the same database as the read models). */
    eventStore: EventStore
    /** Commands and book snapshots of the markets, wherever their writers run. */
    markets: MarketGateway
    projections: ProjectionRunner
    /** The white-list statuses and blackout period orders check, kept while the log leaves them be. */
    tradingEligibility: TradingEligibilityCache
  }
}

/**
 * The token exchange inside the api process: the event store, one writer per
 * market (unless `runExchange` is off and another process serves them over
 * the bus), and the projections that keep the read models up to date.
 */
export const exchangePlugin = fp(
  async (app) => {
    const store = createPostgresEventStore({
      db: app.db as never,
      ...(app.config.databaseUrl ? { listenUrl: app.config.databaseUrl } : {}),
    })
    const projections = new ProjectionRunner({
      db: app.db,
      store,
      projections: allProjections,
      log: app.log,
    })
    const writers = new Map<Instrument, MarketWriter>()
    if (app.config.runExchange) {
      for (const instrument of INSTRUMENTS) {
        const writer = await MarketWriter.start({
          instrument,
          store,
          bus: app.bus,
          config: MARKET_CONFIGS[instrument],
          log: app.log,
          onCommit: () => projections.notify(),
        })
        if (app.bus.kind === 'nats') writer.serveOnBus()
        writers.set(instrument, writer)
      }
      app.log.info({ markets: [...writers.keys()] }, 'market writers ready')
    }
    const eligibility = new TradingEligibilityCache(app.db, store, app.log)
    app.decorate('eventStore', forgetOnAppend(store, eligibility))
    app.decorate('markets', app.config.runExchange ? localMarketGateway(writers) : busMarketGateway(app.bus))
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
