import type { Transaction } from 'kysely'
import type { ErrorCode } from '../../platform/errors.js'
import type { Database } from '../../platform/db/database.js'

/**
 * Who takes a transition, relative to the entity: its owner (a project's client or executive
 * partner), the applicant or consultant, the client, either party of a contract, the platform on
 * its own (a deadline), or an admin. The route says which the caller is before asking.
 */
export type Actor = 'owner' | 'applicant' | 'consultant' | 'client' | 'party' | 'system' | 'admin'

/**
 * A time-based transition: due this many days after the entity entered its current state
 * (`'entered'`), or after the calendar date in one of its `date` columns (`{ date: 'starts_on' }`:
 * due from that day on, in UTC, with `days: 0`).
 */
export interface Deadline {
  days: number
  since: 'entered' | { date: string }
}

/**
 * One row of a process's table. `to` absent: the state stays (an edit, recorded like any
 * transition). `after`: the sweeper takes it (actor 'system') once the deadline has passed.
 * `effects` run in order in the transition's database transaction, after the state changed; one
 * that throws refuses the whole transition.
 */
export interface TransitionSpec<S extends string, E extends string> {
  name: string
  actor: Actor | readonly Actor[]
  from: S | readonly S[]
  to?: S
  after?: Deadline
  effects?: readonly E[]
}

/** What an effect knows: where it runs and which move it is part of. */
export interface EffectContext {
  trx: Transaction<Database>
  entityId: number | string
  transition: string
  from: string
  to: string
  at: Date
  actorUserId: number | null
  /** The actor's part ('system' for a deadline or an erasure). */
  actorRole: Actor
  /** The actor's message with the move, if any (a rejection's reason). */
  message: string | null
}

export type Effect = (context: EffectContext) => Promise<void>

/**
 * A state machine written as data, after Sharetribe's transaction processes: its states, its
 * transitions (who, from where, to where, with which effects) and the effects' code. Its entities
 * are the rows of `table`, keyed by `id`, whose state is in `stateColumn`.
 */
export interface Process<S extends string = string, E extends string = string> {
  /** The process's name in network_transitions.process. */
  name: string
  table: string
  stateColumn: string
  /** Set to the transition's time on every change, when the table has such a column. */
  updatedAtColumn?: string
  /** The state before the entity exists: a transition from it creates the entity. */
  initial: S
  /** States in which the row no longer exists: entering one deletes it. */
  removed: readonly S[]
  states: readonly S[]
  transitions: readonly TransitionSpec<S, NoInfer<E>>[]
  effects: Record<E, Effect>
  /** The 404 of an entity that does not exist (or that the caller may not know of). */
  notFound: ErrorCode
}

/**
 * Declares a process; the compiler checks that each effect a transition names has its code.
 *
 * @example defineProcess({ name: 'project', table: 'projects', ..., transitions: [...], effects: { stampPublishedAt } })
 */
export function defineProcess<S extends string, E extends string>(process: Process<S, E>): Process<S, E> {
  return process
}

/** A transition of the process by name; a name the code does not define is a programming error. */
export function transitionOf<S extends string>(process: Process<S>, name: string): TransitionSpec<S, string> {
  const transition = process.transitions.find((t) => t.name === name)
  if (!transition) throw new Error(`The process ${process.name} has no transition ${name}`)
  return transition
}

export const listOf = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T]
