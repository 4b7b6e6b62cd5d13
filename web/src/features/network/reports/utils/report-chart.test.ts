import type { ReportMonthRow } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { chartBars, niceCeiling } from './report-chart.js'

const month = (m: string, projects: number, fees: string): ReportMonthRow => ({
  month: m,
  projects_published: projects,
  applications_received: 0,
  contracts_drafted: 0,
  contracts_signed: 0,
  contracts_completed: 0,
  contracted_fees: fees,
  success_fees_due: '0.00',
})

describe('the report chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 30000.5].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 200, 50000])
  })

  it('gives each month its share of the axis, for counts and for fees', () => {
    const months = [
      month('2030-01', 0, '0.00'),
      month('2030-02', 3, '30000.50'),
      month('2030-03', 1, '5000.25'),
    ]
    expect(chartBars(months, 'projects_published')).toEqual({
      top: 5,
      bars: [
        { month: '2030-01', value: 0, height: 0 },
        { month: '2030-02', value: 3, height: 0.6 },
        { month: '2030-03', value: 1, height: 0.2 },
      ],
    })
    const fees = chartBars(months, 'contracted_fees')
    expect(fees.top).toBe(50000)
    expect(fees.bars.map((bar) => bar.value)).toEqual([0, 30000.5, 5000.25])
  })

  it('draws a period of zeros flat on an axis of 1', () => {
    expect(chartBars([month('2030-01', 0, '0.00')], 'success_fees_due')).toEqual({
      top: 1,
      bars: [{ month: '2030-01', value: 0, height: 0 }],
    })
  })
})
