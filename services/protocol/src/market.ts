import { z } from 'zod'
import { text } from './text.js'

/** A decimal number as a string: money and quantities never travel as binary floats. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number such as 12.50')

/** `isIQS` as the spec's client sends it: `true`/`false` in the query string; IQS when absent. */
export const isIqsQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value !== 'false' && value !== '0')

/** One level of the book (spec §3 "Order book entry"). */
export const bookEntrySchema = z.object({ qty: decimalString, price: decimalString })

/** `GET /api/iqs/order/book`: levels best first; `seq` matches the WebSocket deltas, `at` a past position. */
export const orderBookSchema = z.object({
  instrument: z.enum(['IQS', 'OST']),
  buy: z.array(bookEntrySchema),
  sell: z.array(bookEntrySchema),
  seq: z.number().int().nullable().describe('Sequence of the last delta included; null for a past book'),
  at: z
    .number()
    .int()
    .nullable()
    .describe('The global log position the book reflects, when asked for one (at most the log head)'),
})
export type OrderBook = z.infer<typeof orderBookSchema>

export const orderBookQuerySchema = z.object({
  isIQS: isIqsQuery,
  at: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'A global log position: the book as it was just after it (past the end of the log: at its end)',
    ),
  depth: z.coerce.number().int().min(1).max(500).optional(),
})

/** One event of the log, as auditors read it (`GET /api/admin/events`). */
export const logEventSchema = z.object({
  position: z.number().int(),
  streamId: z.string(),
  streamVersion: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  schemaVersion: z.number().int(),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  recordedAt: z.string(),
  hash: z.string().nullable(),
})
export type LogEvent = z.infer<typeof logEventSchema>

export const eventLogQuerySchema = z.object({
  from: z.coerce.number().int().min(1).default(1).describe('First global position to return'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  stream: text().max(200).optional().describe('Only events of this stream (exact id or prefix ending in *)'),
  type: text().max(100).optional().describe('Only events of this type'),
})

export const eventLogPageSchema = z.object({
  events: z.array(logEventSchema),
  /** Where the next page starts, or null at the end of the log. */
  next: z.number().int().nullable(),
})
export type EventLogPage = z.infer<typeof eventLogPageSchema>
