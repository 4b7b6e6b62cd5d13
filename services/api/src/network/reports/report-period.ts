import { DEFAULT_REPORT_MONTHS, MAX_REPORT_MONTHS, monthSpan } from '@iqs/protocol'
import { appError } from '../../platform/errors.js'

/** A report's months, both included, and the instants they span (UTC): [start, end). */
export interface ReportPeriod {
  from: string
  to: string
  months: string[]
  start: Date
  end: Date
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const monthOfIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
const startOf = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1))

/**
 * The period asked for, completed: `to` is the current month (of `now`, UTC) when absent, `from` the
 * eleven months before `to` (twelve in all). A period that ends before it starts, or longer than
 * the maximum, is refused (400 VALIDATION_FAILED) as the schema does when both are given.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): ReportPeriod {
  const to = query.to ?? now.toISOString().slice(0, 7)
  const from = query.from ?? monthOfIndex(monthIndex(to) - (DEFAULT_REPORT_MONTHS - 1))
  const span = monthSpan(from, to)
  if (span < 1) throw appError('VALIDATION_FAILED', 'from must not be after to')
  if (span > MAX_REPORT_MONTHS) throw appError('VALIDATION_FAILED', `at most ${MAX_REPORT_MONTHS} months`)
  const first = monthIndex(from)
  const months = Array.from({ length: span }, (_, offset) => monthOfIndex(first + offset))
  return { from, to, months, start: startOf(first), end: startOf(first + span) }
}
