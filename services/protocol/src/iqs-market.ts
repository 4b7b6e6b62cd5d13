import { z } from 'zod'
import { decimalInput, wholeTokens } from './decimal-input.js'
import { decimalString } from './market.js'
import { EUR_DECIMALS, EUR_INTEGER_DIGITS } from './money/index.js'
import { text } from './text.js'

export const instrumentSchema = z.enum(['IQS', 'OST'])
export const marketStatusSchema = z.enum(['OPEN', 'SUSPENDED', 'BLACKOUT'])

/**
 * A price in euros as the spec's client sends it: a decimal string (or number), at most the euro's 2
 * decimals. The market then refuses more decimals than its own `priceDecimals` (`eurToUnits`).
 */
export const eurAmount = decimalInput({
  integerDigits: EUR_INTEGER_DIGITS,
  decimals: EUR_DECIMALS,
  error: 'Please enter a valid price',
})

/** A whole number of tokens (1 to 10 digits), as a decimal string or a number. */
export const tokenAmount = wholeTokens(10)

/** The blackout period before financial results: both markets refuse orders while now is inside it. */
export const blackoutPeriodSchema = z.object({ start: z.string(), end: z.string() })

/** One market's configuration (spec §3 "Market config"); euros and tokens as decimal strings. */
export const marketConfigEntrySchema = z.object({
  instrument: instrumentSchema,
  transaction_fee_minimum_eur: decimalString,
  transaction_fee_percent: decimalString.describe('Percent of the order value, e.g. "0.5"'),
  open_status: marketStatusSchema,
  is_open: z.boolean().describe('open_status is OPEN and now is outside the blackout period'),
  reference_price: decimalString.describe('EUR; 0 refuses orders, P2P deals and conversions'),
  last_price: decimalString.nullable(),
  price_decimals: z
    .number()
    .int()
    .describe('Decimals of a price on this market: its prices are whole multiples of 10^-price_decimals EUR'),
  tokens_in_treasury: decimalString,
  tokens_in_circulation: decimalString.describe('Held by traders: every token outside the treasury'),
  max_supply: decimalString,
  max_creatable: decimalString.describe('max_supply minus the tokens that exist'),
})
export type MarketConfigEntry = z.infer<typeof marketConfigEntrySchema>

/**
 * `GET /api/iqs/market-config`: `data.blackout_period` is what the spec's client reads; `data.IQS` and
 * `data.OST` hold each market's figures.
 */
export const marketConfigSchema = z.object({
  blackout_period: blackoutPeriodSchema.nullable(),
  in_blackout: z.boolean(),
  shares_plus_iqs_in_circulation: decimalString.describe('OST shares plus IQS tokens held by traders'),
  IQS: marketConfigEntrySchema,
  OST: marketConfigEntrySchema,
})
export type MarketConfigView = z.infer<typeof marketConfigSchema>

/** `PUT /api/admin/iqs/market-config`: every field optional; only those given change. */
export const marketConfigUpdateSchema = z.object({
  isIQS: z.boolean().default(true),
  open: z.boolean().optional().describe('true opens the market, false suspends it'),
  transaction_fee_minimum_eur: eurAmount.optional(),
  transaction_fee_percent: decimalInput({
    integerDigits: 3,
    decimals: 6,
    error: 'Error: Unable to set transaction fee',
  }).optional(),
  reference_price: eurAmount.optional(),
  blackout_period: z
    .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
    .nullable()
    .optional()
    .describe('Schedules the blackout period of both markets; null clears it'),
  request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .describe(
      'The change request’s own id: sending it again applies the change once (a retry after a timeout)',
    ),
})
export type MarketConfigUpdate = z.input<typeof marketConfigUpdateSchema>
export type MarketConfigUpdateRequest = z.output<typeof marketConfigUpdateSchema>

/** `POST /api/admin/iqs/tokens`: new tokens into the treasury. */
export const createTokensRequestSchema = z.object({
  amount: tokenAmount,
  isIQS: z.boolean().default(true),
})
export const createTokensResultSchema = z.object({
  instrument: instrumentSchema,
  created: decimalString,
  tokens_in_treasury: decimalString,
  max_creatable: decimalString,
})

/** `PUT /api/admin/iqs/traders/:userId/suspension`: suspend or restore one trader on both markets. */
export const traderSuspensionRequestSchema = z.object({ suspended: z.boolean() })
export const traderSuspensionSchema = z.object({ user_id: z.number().int(), suspended: z.boolean() })

/**
 * `GET /api/admin/iqs/traders/suspended`: a trader whose privileges are suspended now, named, so the
 * admin sees who is suspended and restores them from a list instead of typing a user id.
 */
export const suspendedTraderSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  instruments: z.array(instrumentSchema).describe('The markets the trader is suspended on'),
  suspended_at: z.string().describe('When the latest of these suspensions was decided (ISO 8601)'),
})
export type SuspendedTrader = z.infer<typeof suspendedTraderSchema>

/** `GET /api/iqs/market-config/buysell-tendencies?period=1d|1w|1m|1y&isIQS=`. */
export const tendenciesQuerySchema = z.object({
  period: text()
    .trim()
    .transform((p) => p.toLowerCase())
    .pipe(z.enum(['1d', '1w', '1m', '1y', 'd', 'w', 'm', 'y']))
    .default('1w')
    .describe('1d, 1w, 1m or 1y (the spec client drops the first character: d, w, m, y also work)'),
  isIQS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
})
export const tendencyPointSchema = z.object({
  bucket_start: z.string(),
  buy_volume: decimalString.describe('Tokens bought by takers (aggressive buyers) in the bucket'),
  sell_volume: decimalString,
})
export const tendenciesSchema = z.object({
  instrument: instrumentSchema,
  period: z.string(),
  bucket: z.enum(['1h', '1d']),
  points: z.array(tendencyPointSchema),
})
