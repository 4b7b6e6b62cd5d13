/**
 * A decider in Emmett's shape, for the streams beside the markets (share
 * owners, P2P proposals, conversions, settlements, news, votes...): pure
 * functions, commands in, events out; refusals are thrown as coded
 * `AppError`s because they answer an HTTP request directly.
 */
export interface Decider<State, Command, Event extends { type: string }> {
  initialState(): State
  evolve(state: State, event: Event): State
  /** Returns the events the command produces (none is fine); throws an AppError to refuse it. */
  decide(command: Command, state: State): Event[]
}
