import { approximateNumber, formatEur } from '@iqs/protocol'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { niceCeiling } from './nice-ceiling.js'
import './month-bar-chart.css'

export interface ChartSeries {
  label: string
  /** One value a month, in the months' order: counts, or euros as decimal strings. */
  values: readonly (number | string)[]
}

const WIDTH = 720
const HEIGHT = 240
const AXIS = 56
const BOTTOM = 28

/**
 * One or two figures month by month (months as `YYYY-MM`), side by side, as an SVG bar chart, as the
 * admin reports draw them. Why SVG and not lightweight-charts: that library draws financial time
 * series on a canvas, which a screen reader cannot read. The chart is an image with its label, each
 * bar has its value as a title, and the page's table carries the same figures as text. Euros are
 * drawn as floats: a bar's height needs no exactness.
 */
export function MonthBarChart({
  title,
  months,
  series,
  money = false,
}: {
  title: string
  months: readonly string[]
  series: readonly ChartSeries[]
  money?: boolean
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const numbers = series.map((one) => one.values.map((value) => approximateNumber(String(value))))
  const top = niceCeiling(Math.max(0, ...numbers.flat()))
  const format = (value: number | string) =>
    money ? formatEur(String(value), i18n.language, { decimals: 0 }) : String(value)
  const slot = (WIDTH - AXIS) / Math.max(1, months.length)
  const plot = HEIGHT - BOTTOM
  const barWidth = (slot * 0.7) / Math.max(1, series.length)
  return (
    <figure className="card month-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul className="month-chart__legend">
        {series.map((one, index) => (
          <li key={one.label}>
            <span className={`month-chart__swatch month-chart__swatch--${index}`} aria-hidden="true" />
            {one.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1={AXIS} y1={plot} x2={WIDTH} y2={plot} className="month-chart__axis" />
        <text x={AXIS - 6} y={12} textAnchor="end" className="month-chart__tick">
          {format(top)}
        </text>
        <text x={AXIS - 6} y={plot} textAnchor="end" className="month-chart__tick">
          0
        </text>
        {months.map((month, monthIndex) => {
          const left = AXIS + monthIndex * slot + slot * 0.15
          return (
            <g key={month}>
              {series.map((one, index) => {
                const value = numbers[index]![monthIndex] ?? 0
                const height = Math.max(value > 0 ? 2 : 0, (value / top) * (plot - 8))
                return (
                  <rect
                    key={one.label}
                    x={left + index * barWidth}
                    y={plot - height}
                    width={barWidth}
                    height={height}
                    className={`month-chart__bar--${index}`}
                  >
                    <title>
                      {t('charts.value', {
                        month,
                        figure: one.label,
                        value: format(one.values[monthIndex] ?? 0),
                      })}
                    </title>
                  </rect>
                )
              })}
              <text x={left + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" className="month-chart__tick">
                {month.slice(2)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
