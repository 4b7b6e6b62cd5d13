import { z } from 'zod'

/** `GET /api/iqs/account-history`: one movement of my tokens (spec §3 "Transaction history row"). */
export const accountHistoryRowSchema = z.object({
  date: z.string(),
  description: z.string().describe('In English, for api users; clients word `kind` themselves'),
  kind: z
    .string()
    .describe(
      'What moved the tokens: BUY, SELL, CREDIT, ALLOCATION, CREATED, LOCK, UNLOCK, CONVERSION, LOCK_CONSUMED',
    ),
  instrument: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT', 'NONE']).describe('Credit/debit'),
  volume: z.string().describe('Units'),
  unitPrice: z.string().nullable().describe('EUR'),
  value: z.string().nullable().describe('EUR'),
  balance: z
    .string()
    .describe(
      'Units after the movement: the running sum of the Credit and Debit rows up to it, rejected trades left out',
    ),
  status: z.string(),
  reference: z.string(),
})
export type AccountHistoryRow = z.infer<typeof accountHistoryRowSchema>

/** `GET /api/admin/iqs/account-history`: every trade (spec §3 "Account history (admin)"). */
export const adminTradeHistoryRowSchema = z.object({
  tradeId: z.string(),
  instrument: z.string(),
  buyer: z.string(),
  seller: z.string(),
  traded: z.string(),
  cleared: z.string().nullable(),
  type: z.enum(['BOOK', 'P2P']),
  units: z.string(),
  unitPrice: z.string(),
  total: z.string(),
  status: z.string(),
})
export type AdminTradeHistoryRow = z.infer<typeof adminTradeHistoryRowSchema>

export const historyQuerySchema = z.object({
  isIQS: z.enum(['true', 'false']).optional().describe('Only IQS (true) or OST (false); both when absent'),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
})
