import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decimalInput,
  eurAmount,
  eurToUnits,
  EUR_INTEGER_DIGITS,
  isEurInput,
  padDecimals,
  priceUnits,
  unitsToEur,
} from '../src/index.js'

/** A plain decimal within `integerDigits` digits before the point and `decimals` after. */
const decimalText = (integerDigits: number, decimals: number) =>
  fc
    .tuple(
      fc.oneof(fc.constant('0'), fc.stringMatching(new RegExp(`^[1-9][0-9]{0,${integerDigits - 1}}$`))),
      decimals > 0 ? fc.stringMatching(new RegExp(`^[0-9]{0,${decimals}}$`)) : fc.constant(''),
    )
    .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : whole))

/** Strings near the grammar: digits, points, signs, exponents, spaces, letters; often almost valid. */
const nearDecimal = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.-+e ,x_'.split('')), maxLength: 16 }),
  fc
    .tuple(decimalText(12, 4), fc.constantFrom('', ' ', '.', '0', '-', 'e1', '.5', '00'), fc.boolean())
    .map(([text, noise, before]) => (before ? noise + text : text + noise)),
)

describe('euros to price units and back', () => {
  it('round-trips every valid price for priceDecimals 0 to 6: parse, units, format', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 6 })
          .chain((d) => fc.tuple(fc.constant(d), decimalText(EUR_INTEGER_DIGITS, d))),
        ([priceDecimals, eur]) => {
          const units = eurToUnits(eur, priceDecimals)
          expect(units).toBeTypeOf('bigint')
          const back = unitsToEur(units!, priceDecimals)
          // Exactly priceDecimals decimals, and the same number as typed.
          expect(back.split('.')[1]?.length ?? 0).toBe(priceDecimals)
          expect(back).toBe(priceDecimals === 0 ? eur : padDecimals(eur, priceDecimals))
          expect(eurToUnits(back, priceDecimals)).toBe(units)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('formats any whole units, past 2^53, and parses them back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 6 }), (units, d) => {
        const eur = unitsToEur(units, d)
        expect(eurToUnits(eur, d, 30)).toBe(units)
        expect(unitsToEur(units.toString(), d)).toBe(eur)
        if (units <= BigInt(Number.MAX_SAFE_INTEGER)) expect(unitsToEur(Number(units), d)).toBe(eur)
      }),
    )
  })

  it('is exact where a float is not', () => {
    expect(eurToUnits('1.15', 2)).toBe(115n) // Number('1.15') * 100 is 114.99999999999999
    expect(eurToUnits('1.05', 4)).toBe(10500n)
    expect(priceUnits('0.29', 2)).toBe(29)
    expect(unitsToEur(105, 2)).toBe('1.05')
    expect(unitsToEur('7', 3)).toBe('0.007')
    expect(unitsToEur(-5, 2)).toBe('-0.05')
    expect(unitsToEur(42, 0)).toBe('42')
    expect(unitsToEur(12345678901234567890n, 2)).toBe('123456789012345678.90')
  })

  it('refuses what the input schemas refuse, and more decimals than the market has', () => {
    fc.assert(
      fc.property(nearDecimal, (text) => {
        // eurAmount is the schema of every price and euro amount a client sends.
        expect(eurToUnits(text, 2) !== undefined, text).toBe(eurAmount.safeParse(text).success)
      }),
      { numRuns: 5_000 },
    )
    fc.assert(
      fc.property(
        nearDecimal,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (text, integerDigits, decimals) => {
          const schema = decimalInput({ integerDigits, decimals, error: 'x' })
          expect(eurToUnits(text, decimals, integerDigits) !== undefined, text).toBe(
            schema.safeParse(text).success,
          )
        },
      ),
      { numRuns: 5_000 },
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.stringMatching(/^[0-9]{1,3}$/), (d, extra) => {
        const tooFine = `1.${'0'.repeat(d)}${extra}`
        expect(eurToUnits(tooFine, d)).toBeUndefined()
      }),
    )
    for (const bad of ['', ' 1', '1 ', '-1', '+1', '01', '1e2', '1.', '.5', '1,5', 'NaN', 'Infinity', '0x10'])
      expect(eurToUnits(bad, 2), bad).toBeUndefined()
  })

  it('checks a form entry as the api will: the schema, then the market’s decimals', () => {
    expect(isEurInput('1.05')).toBe(true)
    expect(isEurInput('1.055')).toBe(false)
    expect(isEurInput('1.05', 4)).toBe(true)
    expect(isEurInput('1.05', 0)).toBe(false)
    expect(isEurInput('1', 0)).toBe(true)
  })

  it('treats a market without its price decimals as a bug', () => {
    expect(() => unitsToEur(1, Number.NaN)).toThrow(RangeError)
    expect(() => unitsToEur(1.5, 2)).toThrow(RangeError)
    expect(() => eurToUnits('1', -1)).toThrow(RangeError)
  })
})
