import { z } from 'zod'

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

export const holdersQuerySchema = z.object({
  at: z.coerce.number().int().min(0).optional().describe('A past global log position; now when absent'),
})

/** `POST /api/admin/iqs/holdings/shareholders`: an existing account and its allocation from the treasury. */
export const addShareholderRequestSchema = z.object({
  email: z.string().trim().min(3).max(320),
  quantity: z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid amount' })
      return z.NEVER
    }
    return n
  }),
  isIQS: z.boolean().optional().default(true),
})
