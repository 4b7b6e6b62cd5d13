import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_PRICE,
  MAX_QUANTITY,
  compileFeeSchedule,
  computeFee,
  computeFeeWithDecimal,
  previewFee,
} from '../src/index.js'

const schedule = (min: string, percent: string, decimals = 2) => {
  const fees = compileFeeSchedule(min, percent, decimals)
  if (!fees) throw new Error('bad schedule')
  return fees
}

describe('fees', () => {
  it('max(minimum, percent of value), rounded half up to the cent', () => {
    const fees = schedule('1.00', '0.5')
    expect(computeFee(fees, 1250, 400)).toBe('25.00') // 5,000.00 EUR
    expect(computeFee(fees, 150, 10)).toBe('1.00') // 0.075 -> minimum
    expect(computeFee(schedule('0', '0.5'), 101, 1)).toBe('0.01') // 0.00505 -> 0.01
    expect(computeFee(schedule('0', '0.5'), 99, 1)).toBe('0.00') // 0.00495 -> 0.00
    expect(computeFee(schedule('0', '1.25'), 1, 200)).toBe('0.03') // 0.025 -> half up
    expect(computeFee(schedule('0', '0'), 1000, 1000)).toBe('0.00')
  })

  it('the preview shows value, fee and total, with the same fee as trades', () => {
    const fees = schedule('1.00', '0.5')
    expect(previewFee(fees, 'BUY', 150, 10)).toEqual({ value: '15.00', fee: '1.00', total: '16.00' })
    expect(previewFee(fees, 'SELL', 1250, 400)).toEqual({ value: '5000.00', fee: '25.00', total: '4975.00' })
    expect(previewFee(schedule('0', '1', 4), 'BUY', 12345, 3)).toEqual({
      value: '3.7035',
      fee: '0.04',
      total: '3.7435',
    })
  })

  it('refuses malformed schedules', () => {
    for (const [min, pct] of [
      ['abc', '1'],
      ['1', '1e3'],
      ['1.001', '1'],
      ['1', '100.5'],
      ['1', '0.0000001'],
      ['', '1'],
    ])
      expect(compileFeeSchedule(min!, pct!, 2)).toBeUndefined()
  })

  it('the integer fast path always agrees with decimal.js, up to the largest prices and quantities', () => {
    const decimalString = (maxInt: number, maxDecimals: number) =>
      fc
        .tuple(
          fc.integer({ min: 0, max: maxInt }),
          fc.integer({ min: 0, max: 10 ** maxDecimals - 1 }),
          fc.integer({ min: 0, max: maxDecimals }),
        )
        .map(([i, f, d]) => (d === 0 ? String(i) : `${i}.${String(f % 10 ** d).padStart(d, '0')}`))
    fc.assert(
      fc.property(
        decimalString(1000, 2),
        decimalString(100, 6).filter((p) => Number(p) <= 100),
        fc.integer({ min: 0, max: 8 }),
        fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: MAX_PRICE })),
        fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: MAX_QUANTITY })),
        (min, pct, decimals, price, quantity) => {
          const fees = schedule(min, pct, decimals)
          expect(computeFee(fees, price, quantity)).toBe(computeFeeWithDecimal(fees, price, quantity))
        },
      ),
      { numRuns: 3_000 },
    )
  })
})
