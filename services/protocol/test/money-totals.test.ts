import { Decimal } from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  commission,
  compareDecimals,
  eurTimesQuantity,
  maxDecimal,
  minDecimal,
  moneyDecimals,
  netOfFee,
  normalizeEur,
  percentChange,
  percentOf,
  subtractDecimals,
  sumEur,
  sumQuantities,
  totalEur,
  valueToEur,
} from '../src/index.js'

/** The oracle: price units times quantity as euros, with BigInt division alone. */
function bigIntTotal(price: bigint, quantity: bigint, priceDecimals: number): string {
  const product = price * quantity
  const scale = 10n ** BigInt(priceDecimals)
  const places = Math.max(2, priceDecimals)
  const fraction = (product % scale).toString().padStart(priceDecimals, '0').padEnd(places, '0')
  return `${product / scale}.${fraction}`
}

describe('totals', () => {
  it('stay exact past 2^53: price units x quantity against BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 31n - 1n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        (price, quantity, d) => {
          const expected = bigIntTotal(price, quantity, d)
          expect(totalEur(price, quantity, d)).toBe(expected)
          expect(totalEur(price.toString(), quantity.toString(), d)).toBe(expected)
          // Engine numbers: the float product is exact below 2^53 only, BigInt takes over beyond.
          expect(totalEur(Number(price), Number(quantity), d)).toBe(expected)
        },
      ),
      { numRuns: 3_000 },
    )
  })

  it('keeps every digit of a large order (the float multiply would not)', () => {
    const price = 2_147_483_647
    const quantity = 2_147_483_647
    expect(price * quantity).toBeGreaterThan(Number.MAX_SAFE_INTEGER)
    expect(totalEur(price, quantity, 2)).toBe('46116860141324206.09')
    expect(totalEur(105, 10, 2)).toBe('10.50')
    expect(totalEur(105, 10, 0)).toBe('1050.00')
    expect(totalEur(12345, 3, 4)).toBe('3.7035')
    expect(valueToEur('1575', 2)).toBe('15.75')
    expect(moneyDecimals(0)).toBe(2)
    expect(moneyDecimals(4)).toBe(4)
  })

  it('multiplies a typed price by a quantity on the strings', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n - 1n }),
        fc.integer({ min: 0, max: 2 }),
        fc.bigInt({ min: 1n, max: 10n ** 10n - 1n }),
        (units, d, quantity) => {
          const scale = 10n ** BigInt(d)
          const price = d ? `${units / scale}.${(units % scale).toString().padStart(d, '0')}` : `${units}`
          expect(eurTimesQuantity(price, quantity)).toBe(bigIntTotal(units, quantity, d))
        },
      ),
    )
    expect(eurTimesQuantity('1.05', '10')).toBe('10.50')
    expect(eurTimesQuantity('0.1', 3)).toBe('0.30')
  })

  it('adds fees and sums amounts exactly', () => {
    expect(netOfFee('BUY', '10.50', '1.00')).toBe('11.50')
    expect(netOfFee('SELL', '10.50', '1.00')).toBe('9.50')
    expect(commission('1.00', '1.25')).toBe('2.25')
    expect(sumEur([])).toBe('0.00')
    expect(sumEur(['0.10', '0.20'])).toBe('0.30') // 0.1 + 0.2 is 0.30000000000000004 in floats
    expect(sumEur(['46116860141324206.09', '0.01'])).toBe('46116860141324206.10')
    expect(normalizeEur('15')).toBe('15.00')
    expect(normalizeEur('0.125')).toBe('0.125')
    expect(sumQuantities(['9007199254740993', 1])).toBe('9007199254740994')
    expect(subtractDecimals('1.02', '0.98')).toBe('0.04')
    expect(compareDecimals('0.10', '0.1')).toBe(0)
    expect(maxDecimal(['1.05', '1.5', '0.99'])).toBe('1.5')
    expect(minDecimal(['1.05', '1.5', '0.99'])).toBe('0.99')
    expect(maxDecimal([])).toBeUndefined()
  })

  it('gives percentages rounded once, half up, or null without a base', () => {
    expect(percentOf(1, 3, 0)).toBe('33')
    expect(percentOf('2', '3', 1)).toBe('66.7')
    expect(percentOf(1, 8, 0)).toBe('13')
    expect(percentOf(1, 0, 0)).toBeNull()
    expect(percentChange('1.00', '1.05', 2)).toBe('5.00')
    expect(percentChange('1.00', '0.99999', 2)).toBe('-0.00')
    expect(percentChange('0', '1.05', 2)).toBeNull()
  })

  it('sums the same whatever another package sets on the global Decimal', () => {
    const saved = { precision: Decimal.precision, rounding: Decimal.rounding }
    try {
      Decimal.set({ precision: 3, rounding: Decimal.ROUND_DOWN })
      expect(totalEur(2_147_483_647, 2_147_483_647, 2)).toBe('46116860141324206.09')
      expect(sumEur(['46116860141324206.09', '0.01'])).toBe('46116860141324206.10')
      expect(percentOf(2, 3, 2)).toBe('66.67')
    } finally {
      Decimal.set(saved)
    }
  })
})
