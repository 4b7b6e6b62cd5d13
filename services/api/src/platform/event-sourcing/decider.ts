/**
 * A decider in Emmett's shape, the house convention for every event-sourced stream beside the
 * markets (share owners, P2P proposals, conversions, settlements, news, votes, market settings):
 * pure functions, commands in, events out (docs/architecture.md, "Deciders").
 *
 * - Commands are imperative, events past tense, both unions tagged by `type`.
 * - `decide` switches on `command.type` and ends in a `never` check; it reads no clock and makes
 *   no id: `at` and new ids come in on the command, from the route.
 * - A command that changes nothing returns `[]`.
 * - Refusals are thrown as coded `AppError`s, because these streams answer one HTTP request and a
 *   refusal changes nothing (the engine, whose refusals are part of a market's history, returns
 *   rejection events instead).
 *
 * Specified with `spec(decider).given(events).when(command).then(events)`
 * (services/api/test/helpers/decider-spec.ts).
 */
export interface Decider<State, Command, Event extends { type: string }> {
  initialState(): State
  /** Returns the events the command produces (none is fine); throws an AppError to refuse it. */
  decide(command: Command, state: State): Event[]
  evolve(state: State, event: Event): State
}
