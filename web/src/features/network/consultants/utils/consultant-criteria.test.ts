import { describe, expect, it } from 'vitest'
import { criteriaFrom, pageFrom, searchOf } from './consultant-criteria.js'

describe('the consultant search in the address', () => {
  it('reads what the api takes and drops what it would refuse', () => {
    const params = new URLSearchParams(
      'query=claims&sector=energy&practice=cooking&seniority=Lead&languages=French,English&available=one-month&max_day_rate=-5',
    )
    expect(criteriaFrom(params)).toEqual({
      query: 'claims',
      sector: 'energy',
      seniority: 'Lead',
      languages: 'French,English',
      available: 'one-month',
    })
    expect(criteriaFrom(new URLSearchParams('languages=Klingon'))).toEqual({})
  })

  it('writes criteria and page back, leaving out empty ones and the first page', () => {
    expect(searchOf({ query: 'x', sector: undefined, max_day_rate: '800' }, 1).toString()).toBe(
      'query=x&max_day_rate=800',
    )
    expect(searchOf({}, 3).toString()).toBe('page=3')
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3)
    expect(pageFrom(new URLSearchParams('page=-1'))).toBe(1)
  })
})
