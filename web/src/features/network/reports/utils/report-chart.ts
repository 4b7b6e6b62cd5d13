import { niceCeiling } from '../../../../components/charts/nice-ceiling.js'
import { approximateNumber, type ReportMonthRow } from '@iqs/protocol'

/** A figure the chart can show. */
export type ChartFigure = Exclude<keyof ReportMonthRow, 'month'>

export interface ChartBar {
  month: string
  value: number
  /** 0 to 1 of the tallest bar's height. */
  height: number
}

/**
 * The bars of one figure over the months: each bar's share of the axis, whose top is the largest
 * value rounded up to a "nice" number (1, 2, 5 times a power of ten), so the scale reads well. A
 * period of zeros gets an axis of 1 and flat bars. Fees are decimal strings: drawn as numbers (a
 * bar's height needs no exactness; the table shows the exact amounts).
 */
export function chartBars(
  months: readonly ReportMonthRow[],
  figure: ChartFigure,
): { bars: ChartBar[]; top: number } {
  const values = months.map((row) => approximateNumber(String(row[figure])))
  const top = niceCeiling(Math.max(0, ...values))
  return {
    top,
    bars: months.map((row, index) => ({
      month: row.month,
      value: values[index]!,
      height: values[index]! / top,
    })),
  }
}

export { niceCeiling }
