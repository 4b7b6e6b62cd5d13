import { formatEur, REPORT_FIGURES } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PartnerReport } from '@iqs/protocol'
import { chartBars, type ChartFigure } from '../utils/report-chart.js'

const MONEY: readonly ChartFigure[] = ['contracted_fees', 'success_fees_due']
const WIDTH = 720
const HEIGHT = 240
const AXIS = 48
const BOTTOM = 28

/**
 * One figure month by month as an SVG bar chart, the figure chosen above it. Why SVG and not
 * lightweight-charts: that library draws financial time series on a canvas, which a screen reader
 * cannot read; a dozen monthly bars need no more than this. The chart is an image with its label;
 * every bar has its value as a title, and the table below carries the same figures as text.
 */
export function ReportChart({ report }: { report: PartnerReport }) {
  const { t, i18n } = useTranslation('network-reports')
  const [figure, setFigure] = useState<ChartFigure>('applications_received')
  const { bars, top } = chartBars(report.months, figure)
  const format = (value: number) =>
    MONEY.includes(figure) ? formatEur(String(value), i18n.language, { decimals: 0 }) : String(value)
  const slot = (WIDTH - AXIS) / Math.max(1, bars.length)
  const plot = HEIGHT - BOTTOM
  return (
    <figure className="card report-chart">
      <div className="field report-chart__figure">
        <label htmlFor="report-figure">{t('chart.figure')}</label>
        <select id="report-figure" value={figure} onChange={(e) => setFigure(e.target.value as ChartFigure)}>
          {REPORT_FIGURES.map((name) => (
            <option key={name} value={name}>
              {t(`figures.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <svg
        className="report-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('chart.label', { figure: t(`figures.${figure}`) })}
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1={AXIS} y1={plot} x2={WIDTH} y2={plot} className="report-chart__axis" />
        <text x={AXIS - 6} y={12} textAnchor="end" className="report-chart__tick">
          {format(top)}
        </text>
        <text x={AXIS - 6} y={plot} textAnchor="end" className="report-chart__tick">
          0
        </text>
        {bars.map((bar, index) => {
          const height = Math.max(bar.value > 0 ? 2 : 0, bar.height * (plot - 8))
          const x = AXIS + index * slot + slot * 0.15
          return (
            <g key={bar.month}>
              <rect x={x} y={plot - height} width={slot * 0.7} height={height} className="report-chart__bar">
                <title>{t('chart.value', { month: bar.month, value: format(bar.value) })}</title>
              </rect>
              <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" className="report-chart__tick">
                {bar.month.slice(2)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
