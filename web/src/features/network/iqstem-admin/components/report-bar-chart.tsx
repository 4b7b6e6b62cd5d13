import { approximateNumber, formatEur } from '@iqs/protocol'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { niceCeiling } from '../../reports/utils/report-chart.js'

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
 * Two figures month by month, side by side, as an SVG bar chart (as the partner's report draws one:
 * a screen reader reads the label and each bar's title; the table below has the same figures as
 * text). Euros are drawn as floats: a bar's height needs no exactness.
 */
export function ReportBarChart({
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
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const titleId = useId()
  const numbers = series.map((one) => one.values.map((value) => approximateNumber(String(value))))
  const top = niceCeiling(Math.max(0, ...numbers.flat()))
  const format = (value: number | string) =>
    money ? formatEur(String(value), i18n.language, { decimals: 0 }) : String(value)
  const slot = (WIDTH - AXIS) / Math.max(1, months.length)
  const plot = HEIGHT - BOTTOM
  const barWidth = (slot * 0.7) / Math.max(1, series.length)
  return (
    <figure className="card iqstem-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul className="iqstem-chart__legend">
        {series.map((one, index) => (
          <li key={one.label}>
            <span className={`iqstem-chart__swatch iqstem-chart__swatch--${index}`} aria-hidden="true" />
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
        <line x1={AXIS} y1={plot} x2={WIDTH} y2={plot} className="iqstem-chart__axis" />
        <text x={AXIS - 6} y={12} textAnchor="end" className="iqstem-chart__tick">
          {format(top)}
        </text>
        <text x={AXIS - 6} y={plot} textAnchor="end" className="iqstem-chart__tick">
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
                    className={`iqstem-chart__bar--${index}`}
                  >
                    <title>
                      {t('reports.chartValue', {
                        month,
                        figure: one.label,
                        value: format(one.values[monthIndex] ?? 0),
                      })}
                    </title>
                  </rect>
                )
              })}
              <text x={left + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" className="iqstem-chart__tick">
                {month.slice(2)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
