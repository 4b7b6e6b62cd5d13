import { eurTimesQuantity, normalizeEur } from '@iqs/protocol'

const DAY_MS = 86_400_000

/**
 * The working days (Monday to Friday) from `startsOn` to `endsOn`, both calendar dates
 * (YYYY-MM-DD, UTC) and both included; 0 when it ends before it starts. Public holidays are not
 * known here: a day rate is billed on weekdays.
 *
 * @example workingDays('2030-04-01', '2030-04-07') // 5 (Monday to Sunday)
 */
export function workingDays(startsOn: string, endsOn: string): number {
  const start = Date.parse(`${startsOn}T00:00:00Z`)
  const end = Date.parse(`${endsOn}T00:00:00Z`)
  if (end < start) return 0
  const days = Math.round((end - start) / DAY_MS) + 1
  const fullWeeks = Math.floor(days / 7)
  let count = fullWeeks * 5
  // The days past the whole weeks, from the start's weekday on.
  const firstWeekday = new Date(start).getUTCDay()
  for (let offset = 0; offset < days % 7; offset++) {
    const weekday = (firstWeekday + offset) % 7
    if (weekday !== 0 && weekday !== 6) count++
  }
  return count
}

/** What a commission's rate applies to: the terms a contract was signed with. */
export interface ContractTerms {
  base_fee: string | null
  day_rate: string
  starts_on: string
  ends_on: string
}

/**
 * A contract's value, the base of its commissions (EUR, exact): its base fee when it has one,
 * else its day rate times its working days. The success fee is not in it: it is only known at
 * completion, and the commission accrues at signature.
 *
 * @example contractValueEur({ base_fee: null, day_rate: '850.50', starts_on: '2030-04-01', ends_on: '2030-04-12' }) // '8505.00'
 */
export function contractValueEur(terms: ContractTerms): string {
  if (terms.base_fee !== null) return normalizeEur(terms.base_fee)
  return eurTimesQuantity(terms.day_rate, workingDays(terms.starts_on, terms.ends_on))
}
