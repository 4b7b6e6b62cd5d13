import { z } from 'zod'
import { text } from './text.js'

/**
 * The executive partner's reports (issue 16, part C, spec §2 `/my-projects/reports`): their
 * projects, applications, contracts and fees month by month (UTC months). The rules are in
 * services/api/src/network/reports/README.md.
 */

/** A calendar month, `2030-04`. */
export const reportMonthSchema = text()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month is YYYY-MM')
  .refine((value) => Number(value.slice(0, 4)) >= 2000, 'a month is YYYY-MM, from 2000 on')

/** At most this many months in one report. */
export const MAX_REPORT_MONTHS = 60
/** The default period: the last 12 months, the current one included. */
export const DEFAULT_REPORT_MONTHS = 12

/** How many months from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function monthSpan(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
  return index(to) - index(from) + 1
}

/**
 * `GET /api/network/reports` and `.xlsx`: the months `from` to `to`, both included. Without `to`, the
 * current month; without `from`, the eleven months before `to` (twelve in all).
 */
export const reportQuerySchema = z
  .object({
    from: reportMonthSchema.optional().describe('The first month, YYYY-MM'),
    to: reportMonthSchema.optional().describe('The last month, YYYY-MM (default: the current month)'),
  })
  .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) >= 1, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) <= MAX_REPORT_MONTHS, {
    message: `at most ${MAX_REPORT_MONTHS} months`,
    path: ['from'],
  })
export type ReportQuery = z.input<typeof reportQuerySchema>

/** What a month counts; fees are EUR decimal strings with two decimals. */
export const reportFiguresSchema = z.object({
  projects_published: z.number().int().describe('My projects put on the board for the first time'),
  applications_received: z.number().int().describe('Applications submitted to my projects'),
  contracts_drafted: z.number().int().describe('Contracts of mine drafted (an application accepted)'),
  contracts_signed: z.number().int().describe('Contracts of mine signed by both parties'),
  contracts_completed: z.number().int().describe('Contracts of mine completed'),
  contracted_fees: z.string().describe('Base fees of the contracts signed that month, EUR'),
  success_fees_due: z.string().describe('Success fees due on the contracts completed that month, EUR'),
})
export type ReportFigures = z.infer<typeof reportFiguresSchema>

export const REPORT_FIGURES = [
  'projects_published',
  'applications_received',
  'contracts_drafted',
  'contracts_signed',
  'contracts_completed',
  'contracted_fees',
  'success_fees_due',
] as const satisfies readonly (keyof ReportFigures)[]

export const reportMonthRowSchema = reportFiguresSchema.extend({ month: z.string().describe('YYYY-MM') })
export type ReportMonthRow = z.infer<typeof reportMonthRowSchema>

/** The report: every month of the period, oldest first (months without anything count zeros), and totals. */
export const partnerReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(reportMonthRowSchema),
  totals: reportFiguresSchema,
})
export type PartnerReport = z.infer<typeof partnerReportSchema>
