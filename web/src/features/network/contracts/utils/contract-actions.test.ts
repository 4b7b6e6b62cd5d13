import { describe, expect, it } from 'vitest'
import { canReview, contractActions } from './contract-actions.js'

const draft = { state: 'draft', consultant_signed_at: null, owner_signed_at: null } as const

describe('the steps a reader may take on a contract', () => {
  it('lets each party sign a draft once', () => {
    expect(contractActions({ ...draft, my_part: 'consultant' })).toEqual(['sign'])
    expect(contractActions({ ...draft, my_part: 'owner', owner_signed_at: '2030-01-01' })).toEqual([])
    expect(contractActions({ ...draft, my_part: 'consultant', owner_signed_at: '2030-01-01' })).toEqual([
      'sign',
    ])
  })

  it('lets the owner start and complete, and either party terminate', () => {
    expect(contractActions({ ...draft, state: 'signed', my_part: 'owner' })).toEqual(['start', 'terminate'])
    expect(contractActions({ ...draft, state: 'signed', my_part: 'consultant' })).toEqual(['terminate'])
    expect(contractActions({ ...draft, state: 'active', my_part: 'owner' })).toEqual([
      'complete',
      'terminate',
    ])
    expect(contractActions({ ...draft, state: 'active', my_part: 'consultant' })).toEqual(['terminate'])
  })

  it('offers nothing on a final state, nor to an admin', () => {
    for (const state of ['completed', 'terminated', 'lapsed'] as const)
      expect(contractActions({ ...draft, state, my_part: 'owner' })).toEqual([])
    expect(contractActions({ ...draft, state: 'active', my_part: 'admin' })).toEqual([])
  })

  it('knows when a review may be written', () => {
    const now = new Date('2030-03-10T00:00:00Z')
    expect(canReview({ review: null }, now)).toBe(false)
    expect(canReview({ review: { open_until: '2030-03-31T00:00:00Z', mine: null } }, now)).toBe(true)
    expect(canReview({ review: { open_until: '2030-03-01T00:00:00Z', mine: null } }, now)).toBe(false)
    expect(
      canReview(
        { review: { open_until: '2030-03-31T00:00:00Z', mine: '00000000-0000-4000-8000-000000000000' } },
        now,
      ),
    ).toBe(false)
  })
})
