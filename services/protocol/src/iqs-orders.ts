import { z } from 'zod'
import { decimalString } from './market.js'
import { eurAmount, instrumentSchema, tokenAmount } from './iqs-market.js'
import { text } from './text.js'

const side = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(['BUY', 'SELL']))
const orderType = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(['LIMIT', 'MARKET']))

/** The spec's order fields plus the TOTP code (spec §5: orders need 2FA). */
const orderFields = {
  amount: tokenAmount.describe('Whole tokens'),
  price: eurAmount.optional().describe('EUR per token, e.g. "1.05"; required for LIMIT'),
  isIQS: z.boolean().default(true),
  order_side: side,
  order_type: orderType.default('LIMIT'),
}

/** `POST /api/iqs/order`. */
export const placeOrderRequestSchema = z.object({
  ...orderFields,
  totp: text()
    .trim()
    .regex(/^\d{6}$/, 'Verification failed. Please try again.'),
  time_in_force: z.enum(['GTC', 'IOC', 'FOK']).optional(),
  post_only: z.boolean().optional(),
  client_order_id: text()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .describe('Sending the same id again returns the first outcome instead of a second order'),
})
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>

/** `POST /api/iqs/order/preview`: the fee before sending (the same computation as the trade's). */
export const orderPreviewRequestSchema = z.object(orderFields)

/**
 * What a market order would do in the book as it stands (issue 14): the opposite side walked best
 * price first, each resting order's fill priced with the trade's fee (the engine charges one fee per
 * fill, its minimum included), summed per price level.
 */
export const marketFillSchema = z.object({
  requested: decimalString,
  filled: decimalString.describe('What the book fills now'),
  unfilled: decimalString.describe('Left over: expired (IOC), or the whole order refused (FOK)'),
  average_price: decimalString.nullable().describe('value / filled, 2 decimals finer than the market'),
  worst_price: decimalString.nullable().describe('The last level the order reaches'),
  levels: z.array(z.object({ price: decimalString, quantity: decimalString, fee: decimalString })),
  stopped_by: z
    .enum(['BOOK', 'OWN_ORDER'])
    .nullable()
    .describe(
      'Why it stops short: the book has no more (BOOK), or my own resting order on the other side ' +
        '(OWN_ORDER: self-trade prevention ends the order there); null when it fills in full',
    ),
})
export type MarketFill = z.infer<typeof marketFillSchema>

export const orderPreviewSchema = z.object({
  instrument: instrumentSchema,
  price: decimalString.describe(
    'The limit price; for a market order the average price of its fills (the reference price when nothing fills)',
  ),
  transaction_value: decimalString.describe('For a market order: the value of what fills now'),
  fee: decimalString,
  total: decimalString.describe('BUY: value + fee paid; SELL: value - fee received'),
  market_fill: marketFillSchema.optional().describe('Market orders only: the walk of the book'),
})
export type OrderPreview = z.infer<typeof orderPreviewSchema>

export const fillSchema = z.object({
  trade_id: z.string(),
  price: decimalString,
  quantity: decimalString,
  fee: decimalString,
})

export const orderStatusSchema = z.enum(['NEW', 'OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED'])

/** An order as its trader sees it. */
export const orderSchema = z.object({
  id: z.string(),
  instrument: instrumentSchema,
  side: z.enum(['BUY', 'SELL']),
  order_type: z.enum(['LIMIT', 'MARKET']),
  time_in_force: z.string(),
  post_only: z.boolean(),
  price: decimalString.nullable(),
  quantity: decimalString,
  filled: decimalString,
  remaining: decimalString,
  status: orderStatusSchema,
  end_reason: z.string().nullable(),
  created_at: z.string(),
  fills: z.array(fillSchema).describe('Only in the answer to a new order: its fills on arrival'),
})
export type Order = z.infer<typeof orderSchema>

/**
 * `GET /api/iqs/orders` (issue 14: the order history's filters). `closed` is the history: filled,
 * cancelled and expired; `filled`, `cancelled`, `expired` one of them; `all` everything.
 */
export const myOrdersQuerySchema = z.object({
  status: z.enum(['open', 'all', 'closed', 'filled', 'cancelled', 'expired']).default('open'),
  side: z.enum(['BUY', 'SELL']).optional().describe('Absent: both sides'),
  isIQS: z.enum(['true', 'false', '1', '0']).optional().describe('Absent: both markets'),
  before: text()
    .min(1)
    .max(100)
    .optional()
    .describe('The id of the last order of the previous page: the next page starts after it'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type MyOrdersQuery = z.input<typeof myOrdersQuerySchema>

export const orderIdParamsSchema = z.object({ id: text().min(1).max(100) })

export const tradeSchema = z.object({
  id: z.string(),
  instrument: instrumentSchema,
  price: decimalString,
  quantity: decimalString,
  taker_side: z.enum(['BUY', 'SELL']),
  executed_at: z.string(),
})
export type Trade = z.infer<typeof tradeSchema>

export const tradesQuerySchema = z.object({
  isIQS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})

export const candlesQuerySchema = z.object({
  isIQS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  interval: z.enum(['1m', '1h', '1d']).default('1h'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
})

export const candleSchema = z.object({
  start: z.string(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  trades: z.number().int(),
})
