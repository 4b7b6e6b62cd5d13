import type { EngineCommand } from './commands.js'
import { decide } from './decide.js'
import { initialState, type EngineState } from './engine-state.js'
import type { EngineEvent } from './events.js'
import { evolve } from './evolve.js'
import type { MarketConfig } from './market-config.js'

/**
 * The house decider convention (docs/architecture.md, "Deciders"; Emmett's shape): the command
 * first, the state second, and an initial state from nothing. Structurally the api's `Decider`.
 */
export interface MarketDecider {
  initialState(): EngineState
  decide(command: EngineCommand, state: EngineState): EngineEvent[]
  /** Updates `state` in place and returns it (see EngineState): the engine never copies a book. */
  evolve(state: EngineState, event: EngineEvent): EngineState
}

/**
 * A market's decider in the house convention, for code that takes any decider (specifications,
 * replay tools). The engine's own `decide(state, command)` keeps its order on the hot path; this
 * only swaps the arguments. A market's first state needs its config, hence one decider per market.
 * Refusals stay events (`OrderRejected`, `CommandRejected`), never thrown: they are part of the log.
 *
 * @example
 * const market = marketDecider({ instrument: 'IQS', referencePrice: 100 })
 * const state = market.initialState()
 * for (const event of market.decide(command, state)) market.evolve(state, event)
 */
export function marketDecider(config: MarketConfig): MarketDecider {
  return {
    initialState: () => initialState(config),
    decide: (command, state) => decide(state, command),
    evolve,
  }
}
