import { describe, expect, it } from 'vitest'
import { addDays, contractDates } from '../../../src/network/contracts/contract-dates.js'

describe("a contract's dates", () => {
  it('starts on the later of the availability and today, for the duration, both ends included', () => {
    expect(contractDates('2030-04-01', '2030-03-01', 90)).toEqual({
      starts_on: '2030-04-01',
      ends_on: '2030-06-29',
    })
    expect(contractDates('2030-01-01', '2030-03-01', 1)).toEqual({
      starts_on: '2030-03-01',
      ends_on: '2030-03-01',
    })
  })

  it('lasts 30 days without a duration', () => {
    expect(contractDates('2030-01-01', '2030-03-01', null)).toEqual({
      starts_on: '2030-03-01',
      ends_on: '2030-03-30',
    })
  })

  it('counts calendar days in UTC, across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01')
  })
})
