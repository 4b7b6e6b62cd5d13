import { z } from 'zod'
import { decimalInput, wholeTokens } from './decimal-input.js'
import { compareDecimals, EUR_DECIMALS, EUR_INTEGER_DIGITS, isDecimalText } from './money/index.js'
import { text } from './text.js'

/** Whole tokens as the client sends them: a string of digits or a JSON integer (15 digits stay exact). */
export const tokenAmountInput = wholeTokens(15)

/**
 * A unit price in euros above zero with at most 2 decimals ('1.05' or 1.05), returned as its text:
 * the route turns it into the market's price units with the market's `priceDecimals`.
 */
export const eurPriceInput = decimalInput({
  integerDigits: EUR_INTEGER_DIGITS,
  decimals: EUR_DECIMALS,
  error: 'Please enter a valid price',
})
  // zod runs the refinement even after the pattern refused the text: check it is a decimal first.
  .refine((price) => isDecimalText(price) && compareDecimals(price, 0) > 0, {
    error: 'Please enter a valid price',
  })

/** `isIQS` in a JSON body: true (IQS, the default) or false (OST); 'true'/'false' strings too. */
export const isIqsBody = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => value !== false && value !== 'false')

/** `GET /api/share-owners`: another approved share owner one can deal with (spec §7 P2P partners). */
export const p2pPartnerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
})
export type P2PPartner = z.infer<typeof p2pPartnerSchema>

/**
 * `POST /api/iqs/p2p/propose` (spec §7: to, amount, isIQS, price). The proposer sells `amount` tokens
 * to `to` at `price` EUR each; their tokens are locked until the partner answers.
 */
export const p2pProposeRequestSchema = z.object({
  to: z.coerce.number().int().positive().describe('The partner (user id) who would buy'),
  amount: tokenAmountInput.describe('Whole tokens'),
  isIQS: isIqsBody,
  price: eurPriceInput.describe('Unit price in EUR, e.g. "1.05"'),
  side: z
    .literal('SELL')
    .optional()
    .describe('The proposer is always the seller (the only side offered): their tokens are locked'),
})

export const p2pStatusSchema = z.enum(['PROPOSED', 'ACCEPTED', 'REJECTED', 'CANCELLED'])

export const p2pProposalSchema = z.object({
  id: z.string(),
  instrument: z.enum(['IQS', 'OST']),
  direction: z.enum(['OUT', 'IN']).describe('OUT: I proposed it; IN: it was proposed to me'),
  proposerId: z.number().int(),
  sellerId: z.number().int(),
  buyerId: z.number().int(),
  counterparty: p2pPartnerSchema,
  quantity: z.string(),
  price: z.string().describe('Unit price, EUR'),
  total: z.string().describe('quantity x price, EUR'),
  status: p2pStatusSchema,
  tradeId: z.string().nullable().describe('The trade an accepted proposal became (see settlements)'),
  proposedAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type P2PProposal = z.infer<typeof p2pProposalSchema>

/** `POST /api/iqs/conversion` (spec §7: amount): IQS tokens to convert 1:1 into OST. */
export const conversionRequestSchema = z.object({ amount: tokenAmountInput.describe('Whole IQS tokens') })

export const conversionSchema = z.object({
  id: z.string(),
  traderId: z.number().int(),
  quantity: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type Conversion = z.infer<typeof conversionSchema>

export const adminConversionSchema = conversionSchema.extend({
  trader: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
})
export type AdminConversion = z.infer<typeof adminConversionSchema>

/** Path parameter of the answer routes. */
export const tokenSideIdParamSchema = z.object({ id: text().min(1).max(100) })
