import {
  dataEnvelope,
  orderBookQuerySchema,
  orderBookSchema,
  unitsToEur,
  type OrderBook,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../../platform/errors.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { bookAtPosition } from './book-at-position.js'

/**
 * `GET /api/iqs/order/book?isIQS=&at=&depth=`: the live book (levels best
 * first, with the WebSocket sequence it matches) or, with `at`, the book as
 * it was just after that global log position, rebuilt from the log.
 */
export const orderBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/order/book',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['market data'],
        summary: 'The order book of IQS or OST, live or as of a past log position',
        querystring: orderBookQuerySchema,
        response: { 200: dataEnvelope(orderBookSchema) },
      },
    },
    async (request) => {
      const { isIQS, at, depth } = request.query
      const instrument = isIQS ? 'IQS' : 'OST'
      const entry =
        (decimals: number) =>
        ([price, quantity]: [number, number]) => ({
          qty: String(quantity),
          price: unitsToEur(price, decimals),
        })
      if (at !== undefined) {
        const last = await app.eventStore.readLastPosition()
        if (last === undefined || at > Number(last)) {
          throw appError(
            'BAD_REQUEST',
            `Position ${at} is beyond the end of the log (${last === undefined ? 0 : Number(last)})`,
          )
        }
        const book = await bookAtPosition(app.eventStore, instrument, at, depth)
        const data: OrderBook = {
          instrument,
          buy: book.bids.map(entry(priceDecimalsOf(instrument))),
          sell: book.asks.map(entry(priceDecimalsOf(instrument))),
          seq: null,
          at,
        }
        return { data }
      }
      const snapshot = await app.markets.bookSnapshot(instrument, depth)
      const data: OrderBook = {
        instrument,
        // The live engine's own terms say how many decimals its prices have.
        buy: snapshot.bids.map(entry(snapshot.terms.priceDecimals)),
        sell: snapshot.asks.map(entry(snapshot.terms.priceDecimals)),
        seq: snapshot.seq,
        at: null,
      }
      return { data }
    },
  )
}
