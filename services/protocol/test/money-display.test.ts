import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { approximateNumber, formatDecimal, formatEur, formatQuantity } from '../src/index.js'

const NARROW_NBSP = '\u202f'

/** A plain decimal of up to 22 integer digits and 6 decimals: well past a float's 15-17 digits. */
const bigDecimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.stringMatching(/^[0-9]{0,6}$/), fc.boolean())
  .map(([whole, fraction, negative]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`)

/** The digits back from a display: grouping removed, the locale's decimal separator made a point. */
const undisplay = (text: string, language: 'en' | 'fr') =>
  language === 'en'
    ? text.replaceAll(',', '')
    : text.replaceAll(NARROW_NBSP, '').replaceAll('\u00a0', '').replace(',', '.')

describe('display of exact values', () => {
  it('keeps every digit of big values, in English and in French', () => {
    fc.assert(
      fc.property(bigDecimal, fc.constantFrom('en' as const, 'fr' as const), (value, language) => {
        const shown = formatDecimal(value, language)
        expect(undisplay(shown, language).replace(/^-0$/, '0')).toBe(value.replace(/^-0$/, '0'))
      }),
      { numRuns: 3_000 },
    )
  })

  it('shows a 17-digit total exactly', () => {
    // Number('46116860141324206.09') is 46116860141324210: a float prints the wrong euros.
    expect(formatDecimal('46116860141324206.09', 'en')).toBe('46,116,860,141,324,206.09')
    expect(formatDecimal('46116860141324206.09', 'fr')).toBe(
      ['46', '116', '860', '141', '324', '206,09'].join(NARROW_NBSP),
    )
    expect(formatEur('1234.50', 'en')).toBe('€1,234.50')
    expect(formatEur('1234.50', 'fr')).toBe(`1${NARROW_NBSP}234,50 €`)
    expect(formatQuantity('500000000', 'en')).toBe('500,000,000')
    expect(formatQuantity(1500, 'fr')).toBe(`1${NARROW_NBSP}500`)
  })

  it('writes what Intl writes for the values a float holds exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('en', 'fr'),
        (units, d, language) => {
          const text = (units / 10 ** d).toFixed(d)
          const intl = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
            minimumFractionDigits: d,
            maximumFractionDigits: d,
          })
          expect(formatDecimal(text, language)).toBe(intl.format(Number(text)))
        },
      ),
    )
  })

  it('rounds half up to the decimals asked for, on the exact value', () => {
    expect(formatDecimal('1.005', 'en', { decimals: 2 })).toBe('1.01') // the float 1.005 is 1.00499...
    expect(formatDecimal('2.5', 'en', { decimals: 0 })).toBe('3')
    expect(formatDecimal('-2.5', 'en', { decimals: 0 })).toBe('-3')
    expect(formatDecimal('1.5', 'fr', { decimals: 2 })).toBe('1,50')
    expect(formatDecimal(12, 'en', { decimals: 2 })).toBe('12.00')
  })

  it('shows what is not a plain decimal as it is', () => {
    expect(formatDecimal('-1', 'en')).toBe('-1')
    expect(formatDecimal('n/a', 'en')).toBe('n/a')
    expect(formatDecimal('1e21', 'fr')).toBe('1e21')
  })

  it('gives a float only where one is asked for by name', () => {
    expect(approximateNumber('1.05')).toBe(1.05)
  })
})
