import { positionToNumber } from '@iqs/eventstore'
import {
  dataEnvelope,
  orderBookQuerySchema,
  orderBookSchema,
  unitsToEur,
  type OrderBook,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { bookAtPosition } from './book-at-position.js'

/**
 * `GET /api/iqs/order/book?isIQS=&at=&depth=`: the live book (levels best
 * first, with the WebSocket sequence it matches) or, with `at`, the book as
 * it was just after that global log position (the log's head when `at` is
 * past it; the answer's `at` names the position shown), rebuilt from the log.
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
        // Past the end of the log, the book is the one at its head, and `at` says which position that
        // is (as the holders register does): time travel to "later" shows the latest state, not an error.
        const last = await app.eventStore.readLastPosition()
        const position = Math.min(at, last === undefined ? 0 : positionToNumber(last))
        const book = await bookAtPosition(app.eventStore, instrument, position, depth)
        const data: OrderBook = {
          instrument,
          buy: book.bids.map(entry(priceDecimalsOf(instrument))),
          sell: book.asks.map(entry(priceDecimalsOf(instrument))),
          seq: null,
          at: position,
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
