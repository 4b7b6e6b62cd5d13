import { z } from 'zod'
import { decimalInput } from './decimal-input.js'
import { isPayable } from './money/dividend.js'
import { isDecimalText } from './money/exact-decimals.js'
import { text } from './text.js'

/**
 * Year-end dividends (issue 19, beyond the spec's screens). An admin declares an amount per share,
 * a record date and a payment date; once the record date is over, the entitlements are fixed from
 * the holders register as of the end of that day (Paris time) and never move again; the admin then
 * exports the payment run and marks payments made. A share is an IQS token or an OST (a class A
 * share, converted 1:1): both are paid. Euros are exact decimal strings.
 */

/** The amount per share: euros with up to 4 decimals (a dividend of 0.0125 € a share is usual). */
export const DIVIDEND_AMOUNT = {
  integerDigits: 6,
  decimals: 4,
  error: 'Please enter a valid amount',
} as const

const isoDate = z.iso.date().describe('YYYY-MM-DD')

/** `POST /api/admin/iqs/dividends`. */
export const declareDividendRequestSchema = z
  .object({
    title: text().trim().min(1).max(200).describe('For example "Dividend 2026"'),
    // zod runs the refinement even after the pattern failed: only a decimal is compared.
    amountPerShare: decimalInput(DIVIDEND_AMOUNT).refine((v) => isDecimalText(v) && isPayable(v), {
      error: 'Please enter a valid amount',
    }),
    recordDate: isoDate.describe('Holders at the end of this day (Paris time) are paid'),
    paymentDate: isoDate.describe('When the payment run is planned; on or after the record date'),
  })
  .refine((d) => d.paymentDate >= d.recordDate, {
    path: ['paymentDate'],
    error: 'The payment date must be on or after the record date',
  })
export type DeclareDividendRequest = z.input<typeof declareDividendRequestSchema>

/** `POST /api/admin/iqs/dividends/:id/payments`: the holders paid (every unpaid one when absent). */
export const markDividendPaymentsRequestSchema = z.object({
  userIds: z.array(z.number().int().positive()).min(1).max(10_000).optional(),
  reference: text()
    .trim()
    .min(1)
    .max(100)
    .describe('The bank transfer or payment run reference, shown beside each payment'),
})
export type MarkDividendPaymentsRequest = z.infer<typeof markDividendPaymentsRequestSchema>

/** Why `409 DIVIDEND_REFUSED` refused: its `details.reason`. */
export const dividendRefusalReasonSchema = z.enum([
  'RECORD_DATE_NOT_OVER',
  'ALREADY_FIXED',
  'CANCELLED',
  'NOT_FIXED',
  'NOT_ENTITLED',
  'ALREADY_PAID',
  'HAS_PAYMENTS',
])
export type DividendRefusalReason = z.infer<typeof dividendRefusalReasonSchema>

/**
 * DECLARED: waiting for its record date to pass; FIXED: entitlements frozen, payments being made;
 * PAID: every holder paid; CANCELLED: withdrawn before any payment.
 */
export const dividendStateSchema = z.enum(['DECLARED', 'FIXED', 'PAID', 'CANCELLED'])
export type DividendState = z.infer<typeof dividendStateSchema>

const dividendBaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  amountPerShare: z.string().describe('EUR per share'),
  recordDate: z.string(),
  paymentDate: z.string(),
  state: dividendStateSchema,
  declaredAt: z.string(),
  /** When the entitlements were fixed; null while DECLARED. */
  fixedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
})

/** `GET /api/admin/iqs/dividends`: a dividend and its totals (null until its entitlements are fixed). */
export const adminDividendSchema = dividendBaseSchema.extend({
  recordPosition: z.number().int().nullable().describe('The log position whose holdings were used'),
  /** The record date is over: the entitlements can be fixed (DECLARED only). */
  canFix: z.boolean(),
  holders: z.number().int().describe('Holders at the record date, those owed 0.00 included'),
  payableHolders: z.number().int().describe('Holders owed a cent or more: the payment run'),
  totalShares: z.string(),
  declaredEur: z.string().nullable().describe('Every share times the amount, exact'),
  totalEur: z.string().nullable().describe('The sum of the holders’ amounts, each rounded down to the cent'),
  roundingEur: z.string().nullable().describe('declaredEur - totalEur: cents the rounding kept'),
  paidEur: z.string(),
  unpaidEur: z.string(),
  paidHolders: z.number().int(),
})
export type AdminDividend = z.infer<typeof adminDividendSchema>

/** One holder's line of a dividend's payment run. */
export const dividendEntitlementSchema = z.object({
  userId: z.number().int(),
  holder: z.string(),
  email: z.string(),
  iqsShares: z.string(),
  ostShares: z.string(),
  amountEur: z.string(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
})
export type DividendEntitlement = z.infer<typeof dividendEntitlementSchema>

/** `GET /api/admin/iqs/dividends/:id`: the dividend and every holder's line, largest first. */
export const adminDividendDetailSchema = adminDividendSchema.extend({
  entitlements: z.array(dividendEntitlementSchema),
})
export type AdminDividendDetail = z.infer<typeof adminDividendDetailSchema>

/** `GET /api/iqs/dividends`: each dividend (cancelled ones left out) and what it pays me. */
export const memberDividendSchema = dividendBaseSchema.omit({ cancelledAt: true }).extend({
  /** My shares and amount at the record date; null while DECLARED (not fixed yet). */
  iqsShares: z.string().nullable(),
  ostShares: z.string().nullable(),
  amountEur: z.string().nullable().describe('0.00 when I held no share at the record date'),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
})
export type MemberDividend = z.infer<typeof memberDividendSchema>

/**
 * The day an instant falls on in Paris, as YYYY-MM-DD: a record date is a day in Paris (the company
 * is French), over once that day is. The api's demo and the web's declaration form both read today.
 *
 * @example parisDate(new Date('2026-12-31T23:30:00Z')) // '2027-01-01'
 */
export function parisDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant)
}
