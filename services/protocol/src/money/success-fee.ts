import { decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'

/** The terms a success fee is computed from: the fee (EUR), the bonus and malus bounds (whole %). */
export interface SuccessFeeTerms {
  success_fee: DecimalValue | null
  bonus_percent: number | null
  malus_percent: number | null
}

/** The multiple (four decimals) and the fee it pays (cents). */
export interface SuccessFeeResult {
  multiple: string
  due: string
}

/** The multiple is kept with this many decimals (the contracts' numeric(6, 4)); the fee is computed from it. */
const MULTIPLE_DECIMALS = 4
const CENTS = 2
const HALF_EVEN = MoneyDecimal.ROUND_HALF_EVEN

/** A whole percent as a fraction: 20 -> 0.2. */
const fraction = (percent: DecimalValue) => new MoneyDecimal(decimalText(percent)).div('100')

/**
 * The success fee a completed contract pays (spec §1, issue 16): the multiple is the mean of the
 * KPIs' achievement percents as a fraction, held within [1 - malus %, 1 + bonus %] (a missing
 * bound is 0 %, so without bounds the multiple is 1), rounded half-even to four decimals; the fee
 * due is the success fee times that multiple, rounded half-even to cents. Null without a success
 * fee or without a KPI to measure it by. Exact: decimal.js throughout, no binary float.
 *
 * @example successFeeDue({ success_fee: '10000', bonus_percent: 20, malus_percent: 10 }, [150]) // { multiple: '1.2000', due: '12000.00' }
 */
export function successFeeDue(
  terms: SuccessFeeTerms,
  achievementPercents: readonly number[],
): SuccessFeeResult | null {
  if (terms.success_fee === null || achievementPercents.length === 0) return null
  const sum = achievementPercents.reduce((total, percent) => total.plus(percent), new MoneyDecimal(0))
  const mean = fraction(sum.div(achievementPercents.length).toString())
  const floor = new MoneyDecimal(1).minus(fraction(terms.malus_percent ?? 0))
  const ceiling = new MoneyDecimal(1).plus(fraction(terms.bonus_percent ?? 0))
  const multiple = MoneyDecimal.min(ceiling, MoneyDecimal.max(floor, mean)).toDecimalPlaces(
    MULTIPLE_DECIMALS,
    HALF_EVEN,
  )
  const due = new MoneyDecimal(decimalText(terms.success_fee))
    .times(multiple)
    .toDecimalPlaces(CENTS, HALF_EVEN)
  return { multiple: multiple.toFixed(MULTIPLE_DECIMALS), due: due.toFixed(CENTS) }
}
