import { z } from 'zod'
import { instrumentSchema } from './iqs-market.js'
import { settlementStatusSchema } from './iqs-settlement.js'
import { decimalString } from './market.js'
import { text } from './text.js'

/**
 * `GET /api/iqs/my-trades` (issue 14, the "My trades" tab): the fills of my book orders, newest first,
 * each with my side, my fee and where its settlement stands. P2P deals have their own tab.
 */
export const myTradeSchema = z.object({
  id: z.string().describe('The trade id'),
  instrument: instrumentSchema,
  side: z.enum(['BUY', 'SELL']).describe('My side of the trade'),
  role: z.enum(['MAKER', 'TAKER']).describe('TAKER: my order arrived and met a resting one'),
  order_id: z.string().describe('My order that filled'),
  price: decimalString,
  quantity: decimalString,
  value: decimalString.describe('price x quantity, EUR'),
  fee: decimalString.describe('My fee for this fill, EUR'),
  net: decimalString.describe('BUY: value + fee, to pay; SELL: value - fee, to receive'),
  settlement_status: settlementStatusSchema,
  executed_at: z.string(),
})
export type MyTrade = z.infer<typeof myTradeSchema>

export const myTradesQuerySchema = z.object({
  isIQS: z.enum(['true', 'false', '1', '0']).optional().describe('Absent: both markets'),
  side: z.enum(['BUY', 'SELL']).optional().describe('Absent: both sides'),
  before: text()
    .min(1)
    .max(100)
    .optional()
    .describe('The id of the last trade of the previous page: the next page starts after it'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})
export type MyTradesQuery = z.input<typeof myTradesQuerySchema>
