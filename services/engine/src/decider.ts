import { decide } from './decide.js'
import { initialState } from './engine-state.js'
import { evolve } from './evolve.js'

/**
 * The market decider as data, in Emmett's shape: `{ decide, evolve, initialState }`.
 * Note that `evolve` updates the state in place (see EngineState).
 */
export const marketDecider = { decide, evolve, initialState } as const
