import { z } from 'zod'
import { tokenAmountInput } from './iqs-p2p.js'
import { text } from './text.js'

/** One holder (spec §3 "Holders": owner, phone, e-mail, balance or shares, invested €, market value €). */
export const holderSchema = z.object({
  userId: z.number().int(),
  owner: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  iqsShares: z.string(),
  ostShares: z.string(),
  investedEur: z.string().describe('Euros paid for the tokens bought and settled'),
  marketValueEur: z.string().describe('Shares at the reference price of the position'),
})
export type Holder = z.infer<typeof holderSchema>

export const holdersRegisterSchema = z.object({
  position: z.number().int().describe('The log position the register reflects'),
  iqsPrice: z.string(),
  ostPrice: z.string(),
  holders: z.array(holderSchema),
  totals: z.object({
    iqsShares: z.string(),
    ostShares: z.string(),
    investedEur: z.string(),
    marketValueEur: z.string(),
  }),
})
export type HoldersRegister = z.infer<typeof holdersRegisterSchema>

/** `GET /api/admin/iqs/holdings/reads`: one read of the register (who saw the holders' contacts). */
export const registerReadSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable().describe('Null once the reader deleted their account'),
  role: z.string(),
  readAt: z.string(),
  position: z.number().int().describe('The log position the register reflected'),
  format: z.enum(['json', 'xlsx']),
  contactsMasked: z.boolean().describe('True when phones and e-mails were masked (auditors)'),
})
export type RegisterRead = z.infer<typeof registerReadSchema>

export const holdersQuerySchema = z.object({
  at: z.coerce.number().int().min(0).optional().describe('A past global log position; now when absent'),
})

/** `POST /api/admin/iqs/holdings/shareholders`: an existing account and its allocation from the treasury. */
export const addShareholderRequestSchema = z.object({
  email: text().trim().min(3).max(320),
  quantity: tokenAmountInput,
  isIQS: z.boolean().optional().default(true),
})
