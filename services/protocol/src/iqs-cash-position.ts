import { z } from 'zod'
import { instrumentSchema } from './iqs-market.js'
import { decimalString, isIqsQuery } from './market.js'

/** `GET /api/iqs/cash-position?isIQS=`: one market (IQS when absent). */
export const cashPositionQuerySchema = z.object({ isIQS: isIqsQuery })

/**
 * A trader's euro side on one market (issue 14), beside the token balance. Euros are settled outside
 * the platform, so this is no account balance: it is what the trader's trades and orders commit.
 * Every amount in EUR with the market's money decimals, exact.
 */
export const cashPositionSchema = z.object({
  instrument: instrumentSchema,
  owed: decimalString.describe('Bought, not settled, euros not yet received: value + my fee, to pay'),
  owed_trades: z.number().int().nonnegative(),
  paid: decimalString.describe('Bought, euros received by the platform, tokens not yet transferred'),
  paid_trades: z.number().int().nonnegative(),
  due: decimalString.describe('Sold, not settled: value - my fee, to receive'),
  due_trades: z.number().int().nonnegative(),
  committed: decimalString.describe(
    'My open buy orders: price x remaining + the fee of filling the remainder in one trade (the engine ' +
      'charges a fee per trade, its minimum included, so more when it fills in several)',
  ),
  committed_orders: z.number().int().nonnegative(),
})
export type CashPosition = z.infer<typeof cashPositionSchema>
