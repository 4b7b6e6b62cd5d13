import { describe, expect, it } from 'vitest'
import { declaredTotal, dividendDue, isPayable, subtractDecimals, sumEur } from '../src/index.js'

describe('dividends: each holder rounded down to the cent, the total exact', () => {
  it('rounds a holder’s amount down, never up', () => {
    expect(dividendDue(1001, '0.0125')).toBe('12.51')
    expect(dividendDue(1100, '0.0125')).toBe('13.75')
    expect(dividendDue(1, '0.0125')).toBe('0.01')
    expect(dividendDue(3, '0.001')).toBe('0.00')
    expect(dividendDue(7, '0.0199')).toBe('0.13')
  })

  it('is exact on the largest holding at the largest amount', () => {
    expect(dividendDue(500_000_000, '999999.9999')).toBe('499999999950000.00')
  })

  it('declares shares times amount exactly, and the rounding left is what is not paid', () => {
    const holdings = [1001, 1, 599]
    const paid = sumEur(holdings.map((shares) => dividendDue(shares, '0.0125')))
    const declared = declaredTotal(1601, '0.0125')
    expect(declared).toBe('20.0125')
    expect(paid).toBe('20.00') // 12.51 + 0.01 + 7.48
    expect(subtractDecimals(declared, paid, 2)).toBe('0.0125')
    expect(declaredTotal(100, '0.5')).toBe('50.00')
    expect([isPayable('0.01'), isPayable('0.00')]).toEqual([true, false])
  })
})
