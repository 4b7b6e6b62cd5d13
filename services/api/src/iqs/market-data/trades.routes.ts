import type { Instrument } from '@iqs/engine'
import {
  candleSchema,
  candlesQuerySchema,
  dataEnvelope,
  tradeSchema,
  tradesQuerySchema,
  unitsToEur,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { candleFromRow } from './candle-rows.js'

/** Recent trades and OHLCV candles of a market, from the read models; for any signed-in user. */
export const tradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/trades',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['market data'],
        summary: 'Recent trades of IQS or OST, newest first (?isIQS=&limit=); no trader ids',
        querystring: tradesQuerySchema,
        response: { 200: dataEnvelope(z.array(tradeSchema)) },
      },
    },
    async (request) => {
      const instrument: Instrument = request.query.isIQS ? 'IQS' : 'OST'
      const priceDecimals = priceDecimalsOf(instrument)
      const rows = await app.db
        .selectFrom('iqs_trades')
        .select(['trade_id', 'price', 'quantity', 'taker_side', 'executed_at'])
        .where('instrument', '=', instrument)
        .orderBy('position', 'desc')
        .limit(request.query.limit)
        .execute()
      return {
        data: rows.map((r) => ({
          id: r.trade_id,
          instrument,
          price: unitsToEur(r.price, priceDecimals),
          quantity: String(r.quantity),
          taker_side: r.taker_side as 'BUY' | 'SELL',
          executed_at: new Date(r.executed_at).toISOString(),
        })),
      }
    },
  )

  app.get(
    '/api/iqs/candles',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['market data'],
        summary: 'OHLCV candles, oldest first (?isIQS=&interval=1m|1h|1d&from=&to=&limit=); prices in EUR',
        querystring: candlesQuerySchema,
        response: { 200: dataEnvelope(z.array(candleSchema)) },
      },
    },
    async (request) => {
      const { isIQS, interval, from, to, limit } = request.query
      const instrument: Instrument = isIQS ? 'IQS' : 'OST'
      let query = app.db
        .selectFrom('iqs_candles')
        .selectAll()
        .where('instrument', '=', instrument)
        .where('interval', '=', interval)
      if (from) query = query.where('bucket_start', '>=', new Date(from))
      if (to) query = query.where('bucket_start', '<', new Date(to))
      // The latest `limit` candles of the range, answered oldest first.
      const rows = await query.orderBy('bucket_start', 'desc').limit(limit).execute()
      return { data: rows.reverse().map(candleFromRow) }
    },
  )
}
