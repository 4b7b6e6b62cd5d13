import fp from 'fastify-plugin'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { AppError } from '../../platform/errors.js'
import { INSTRUMENTS } from '../markets/initial-market-configs.js'
import { BlackoutScheduler } from './blackout-scheduler.js'
import { readBlackout, readMarketState } from './market-state.repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Drives SetMarketStatus at the blackout period's start and end (only where the markets' writers run). */
    blackoutScheduler: BlackoutScheduler | undefined
  }
}

/** The blackout scheduler of the markets, on the app's clock (a test clock moves it without waiting). */
export const marketConfigPlugin = fp(
  async (app) => {
    const scheduler = app.config.runExchange
      ? new BlackoutScheduler({
          markets: app.markets,
          instruments: INSTRUMENTS,
          readPeriod: () => readBlackout(app.db),
          readStatus: async (instrument) => {
            await readYourWrites(app)
            return (await readMarketState(app.db, instrument)).status
          },
          clock: app.clock,
          log: app.log,
        })
      : undefined
    app.decorate('blackoutScheduler', scheduler)
    app.addHook('onReady', async () => {
      await scheduler?.reschedule().catch((error: unknown) => {
        // A halted (broken log) or standby writer refuses the status change: the process still
        // starts and serves reads; the writer that owns the market applies the period.
        if (!(
          error instanceof AppError && ['EVENT_LOG_BROKEN', 'MARKET_WRITER_STANDBY'].includes(error.code)
        ))
          throw error
        app.log.warn({ code: error.code }, 'blackout period not applied at start: the market writer refuses')
      })
    })
    app.addHook('preClose', async () => scheduler?.stop())
  },
  { name: 'iqs-market-config', dependencies: ['exchange'] },
)
