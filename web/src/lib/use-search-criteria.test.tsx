import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { criteriaFrom } from '../features/network/consultants/utils/consultant-criteria.js'
import { pageFrom, searchOf, useSearchCriteria } from './use-search-criteria.js'

describe('a search kept in the address', () => {
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

  it('keeps every choice made before the address of the previous one has rendered', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/search?query=x&page=2']}>{children}</MemoryRouter>
    )
    const { result } = renderHook(
      () => ({ search: useSearchCriteria(criteriaFrom), location: useLocation() }),
      { wrapper },
    )
    expect(result.current.search.page).toBe(2)
    // Three changes from the same render, as from handlers the address has not re-rendered yet.
    const { change } = result.current.search
    act(() => {
      change({ sector: 'banking' })
      change({ seniority: 'Lead' })
      change({ available: 'immediate' })
    })
    expect(result.current.location.search).toBe('?query=x&sector=banking&seniority=Lead&available=immediate')
    act(() => result.current.search.goToPage(3))
    expect(result.current.search.page).toBe(3)
    act(() => result.current.search.reset())
    expect(result.current.location.search).toBe('')
  })
})
