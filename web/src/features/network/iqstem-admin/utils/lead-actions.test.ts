import { LEAD_STATES } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { leadActions } from './lead-actions.js'

describe("a lead's admin actions", () => {
  it.each([
    ['submitted', ['assign', 'qualify', 'notes', 'lose']],
    ['qualified', ['assign', 'convert', 'notes', 'lose']],
    ['converted', ['assign', 'notes', 'lose']],
    ['contracted', ['notes']],
    ['paid', []],
    ['lost', []],
  ] as const)('in state %s: %j', (state, actions) => {
    expect(leadActions(state)).toEqual(actions)
  })

  it('covers every state', () => {
    for (const state of LEAD_STATES) expect(Array.isArray(leadActions(state))).toBe(true)
  })
})
