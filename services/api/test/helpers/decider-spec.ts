/**
 * Given / when / then specifications of an api decider, as Emmett's `DeciderSpecification`: the
 * history is events, the action one command, the outcome the events it decides or the coded
 * refusal it throws. No database, no HTTP: a rule's spec runs in microseconds.
 *
 *   spec(voteDecider)
 *     .given([created({ endsAt: '2030-01-02T00:00:00Z' })])
 *     .when({ type: 'CastBallot', voterId: '7', choices: [[0]], at: '2030-01-03T00:00:00Z' })
 *     .thenThrows('VOTE_REFUSED', { details: { reason: 'CLOSED' } })
 *
 * Every `when` also checks that `decide` left the state it was given as it was (a decider is pure),
 * and every `then` that `evolve` takes the decided events.
 */
import { expect } from 'vitest'
import type { Decider } from '../../src/platform/event-sourcing/decider.js'
import { AppError, type ErrorCode } from '../../src/platform/errors.js'

export interface DeciderSpecification<State, Command, Event> {
  /** The stream's history, oldest first (`[]` for a new stream). */
  given(events: Event[]): {
    when(command: Command): DeciderOutcome<State, Event>
  }
}

export interface DeciderOutcome<State, Event> {
  /** Exactly these events, in this order; `[]` when the command changes nothing (idempotent). */
  then(expected: Event[]): void
  /** Refused with this AppError code, and when given, this message and details. */
  thenThrows(code: ErrorCode, expected?: { message?: string | RegExp; details?: unknown }): void
  /** The state once the decided events are folded in, for a rule that shows in the state only. */
  thenState(check: (state: State) => void): void
}

/**
 * A specification of `decider`.
 *
 * @example spec(newsDecider).given([]).when(publish).then([published])
 */
export function spec<State, Command, Event extends { type: string }>(
  decider: Decider<State, Command, Event>,
): DeciderSpecification<State, Command, Event> {
  return {
    given(events) {
      return {
        when(command) {
          const state = events.reduce(decider.evolve, decider.initialState())
          const before = structuredClone(state)
          let decided: Event[] | undefined
          let thrown: unknown
          try {
            decided = decider.decide(command, state)
          } catch (error) {
            thrown = error
          }
          expect(state, 'decide must not change the state it is given').toEqual(before)
          const decidedEvents = (): Event[] => {
            if (thrown !== undefined) throw thrown
            return decided!
          }
          return {
            then(expected) {
              const events = decidedEvents()
              expect(events).toEqual(expected)
              events.reduce(decider.evolve, state)
            },
            thenThrows(code, expected = {}) {
              if (thrown === undefined)
                throw new Error(`expected ${code}, but decide returned ${JSON.stringify(decided)}`)
              expect(thrown).toBeInstanceOf(AppError)
              const error = thrown as AppError
              expect(error.code).toBe(code)
              if (expected.message instanceof RegExp) expect(error.message).toMatch(expected.message)
              else if (expected.message !== undefined) expect(error.message).toBe(expected.message)
              if ('details' in expected) expect(error.details).toEqual(expected.details)
            },
            thenState(check) {
              check(decidedEvents().reduce(decider.evolve, state))
            },
          }
        },
      }
    },
  }
}
