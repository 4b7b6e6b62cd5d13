import { describe, expect, it } from 'vitest'
import { commissionDue } from '../src/index.js'

describe('commissionDue', () => {
  it('is the base times the rate in %, rounded half up to the cent', () => {
    expect(commissionDue('30000.00', '5')).toBe('1500.00')
    expect(commissionDue('30000', '2.50')).toBe('750.00')
    // 55,282.50 x 5 % = 2,764.125: half up (half even would give .12).
    expect(commissionDue('55282.50', '5.00')).toBe('2764.13')
    expect(commissionDue('0.10', '5')).toBe('0.01')
    expect(commissionDue('0.09', '5')).toBe('0.00')
    expect(commissionDue('123.45', '0')).toBe('0.00')
    expect(commissionDue('123.45', '100')).toBe('123.45')
  })

  it('stays exact on amounts a float would round', () => {
    expect(commissionDue('99999999999999.99', '99.99')).toBe('99989999999999.99')
    expect(commissionDue('12345678901234.56', '3.33')).toBe('411111107411.11')
  })
})
