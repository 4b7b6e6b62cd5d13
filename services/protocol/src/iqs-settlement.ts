import { z } from 'zod'
import { chainTxSchema, onChainSettlementSchema } from './iqs-chain.js'

export const settlementStatusSchema = z.enum(['PENDING', 'SETTLED', 'REJECTED'])

/** The fields of a settled trade that the platform signs (EIP-712 type SettledTrade); integers as strings. */
export const settledTradePayloadSchema = z.object({
  tradeId: z.string(),
  instrument: z.string(),
  buyer: z.string().describe("The buyer's trader id"),
  seller: z.string().describe("The seller's trader id"),
  quantity: z.string(),
  unitPriceCents: z.string(),
  settledAt: z.string().describe('Epoch milliseconds of the settlement'),
})
export type SettledTradePayload = z.infer<typeof settledTradePayloadSchema>

/** `GET /api/iqs/settlements`: one of my trades in settlement (spec §3 "Settlement (member)"). */
export const memberSettlementSchema = z.object({
  transaction: z.string().describe('The trade id'),
  instrument: z.string(),
  type: z.enum(['BOOK', 'P2P']),
  side: z.enum(['BUY', 'SELL']),
  quantity: z.string(),
  unitPrice: z.string().describe('EUR'),
  totalValue: z.string().describe('EUR'),
  fee: z.string().describe('Transaction fee (gas), EUR'),
  netValue: z.string().describe('Buyer: total + fee to pay; seller: total - fee to receive'),
  validatedByBuyer: z.boolean(),
  validatedBySeller: z.boolean(),
  eurosReceived: z.boolean().describe('The buyer settled in € via the product'),
  tokensTransferred: z.boolean(),
  status: settlementStatusSchema,
  signature: z.string().nullable().describe('EIP-712 signature of the settled trade by the platform'),
  signedPayload: settledTradePayloadSchema.nullable(),
  executedAt: z.string(),
  chain: chainTxSchema
    .nullable()
    .describe(
      'The settlement on chain once accepted (issue 19); null before, or when the chain mirror is off',
    ),
})
export type MemberSettlement = z.infer<typeof memberSettlementSchema>

const partySchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() })

/** `GET /api/admin/iqs/settlements` (spec §3 "Settlement (admin)"). */
export const adminSettlementSchema = z.object({
  tradeId: z.string(),
  instrument: z.string(),
  buyer: partySchema,
  seller: partySchema,
  type: z.enum(['BOOK', 'P2P']),
  registeredAt: z.string(),
  units: z.string(),
  unitPrice: z.string(),
  commission: z.string().describe('Buyer fee + seller fee, EUR'),
  total: z.string().describe('units x unit price, EUR'),
  validatedByBuyer: z.boolean(),
  validatedBySeller: z.boolean(),
  eurosReceived: z.boolean(),
  status: settlementStatusSchema,
  decidedAt: z.string().nullable(),
  chain: chainTxSchema
    .nullable()
    .describe(
      'The settlement on chain once accepted (issue 19); null before, or when the chain mirror is off',
    ),
})
export type AdminSettlement = z.infer<typeof adminSettlementSchema>

/** The steps an acceptance waits for: each party's validation, then the euros the admin marks received. */
export const settlementSteps = ['BUYER_VALIDATION', 'SELLER_VALIDATION', 'EUROS_RECEIVED'] as const
export const settlementStepSchema = z.enum(settlementSteps)
export type SettlementStep = z.infer<typeof settlementStepSchema>

/**
 * `details` of a SETTLEMENT_NOT_READY refusal (an admin's accept before every step): which steps are
 * still missing, in the order above, so a client can say which instead of a bare refusal.
 */
export const settlementNotReadyDetailsSchema = z.object({
  missing: z.array(settlementStepSchema).min(1).describe('The steps not done yet'),
})
export type SettlementNotReadyDetails = z.infer<typeof settlementNotReadyDetailsSchema>

export const settlementQuerySchema = z.object({
  status: settlementStatusSchema.optional(),
})

/** `POST /api/iqs/verify`: a settled trade's payload and a signature (loose: bad input is a 400). */
export const verifyRequestSchema = z.object({ payload: z.unknown(), signature: z.unknown() })

export const verifyResultSchema = z.object({
  authentic: z.boolean().describe('Signed by the platform key'),
  signer: z.string().describe('The address that signed this payload'),
  platform: z.boolean(),
  platformAddress: z.string(),
  onChain: onChainSettlementSchema
    .nullable()
    .describe(
      'For an authentic signature, whether the trade settled on chain and in which transaction; null when the chain mirror is off',
    ),
})
export type VerifyResult = z.infer<typeof verifyResultSchema>
