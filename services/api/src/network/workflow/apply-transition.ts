import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { listOf, transitionOf, type Actor, type Process, type TransitionSpec } from './process.js'

/** Who asks: their part in the entity, and their account (null for the system). */
export interface TransitionActor {
  role: Actor
  userId: number | null
}

export interface TransitionRequest {
  entityId: number | string
  transition: string
  actor: TransitionActor
  at: Date
  message?: string | null
  /** The entity's own writes that go with the move (an edit's fields), before the effects run. */
  change?: (trx: Transaction<Database>) => Promise<void>
}

/** What happened: from which state to which. */
export interface TransitionResult {
  from: string
  to: string
}

/**
 * Takes a transition of `process` on one entity, inside the caller's transaction: checks the actor
 * (403 TRANSITION_FORBIDDEN), locks the row and checks its state (the process's 404 when it does not
 * exist, 409 TRANSITION_NOT_ALLOWED with `details: { state, transition }` when the transition does
 * not start there), moves it with a guard on the state it had (`where state = from`, so of two
 * concurrent transitions one wins and the other finds the new state), applies the entity's own
 * change and the transition's effects, and records the move in network_transitions. A refusal
 * anywhere rolls the whole transaction back.
 */
export async function applyTransition(
  trx: Transaction<Database>,
  process: Process,
  request: TransitionRequest,
): Promise<TransitionResult> {
  const transition = transitionOf(process, request.transition)
  assertActor(transition, request)
  const table = sql.table(process.table)
  const state = sql.ref(process.stateColumn)
  const current = await sql<{ state: string }>`
    select ${state} as state from ${table} where id = ${request.entityId} for update`.execute(trx)
  const from = current.rows[0]?.state
  if (from === undefined) throw appError(process.notFound)
  if (!listOf(transition.from).includes(from))
    throw appError('TRANSITION_NOT_ALLOWED', undefined, { state: from, transition: transition.name })
  const to = transition.to ?? from

  const guard = sql`id = ${request.entityId} and ${state} = ${from}`
  const touched = process.updatedAtColumn ? sql`, ${sql.ref(process.updatedAtColumn)} = ${request.at}` : sql``
  const moved = process.removed.includes(to)
    ? await sql`delete from ${table} where ${guard} returning id`.execute(trx)
    : await sql`update ${table} set ${state} = ${to}${touched} where ${guard} returning id`.execute(trx)
  if (moved.rows.length !== 1)
    throw appError('TRANSITION_NOT_ALLOWED', undefined, { state: from, transition: transition.name })

  await request.change?.(trx)
  await runEffects(trx, process, transition, request, from, to)
  await record(trx, process, request, from, to)
  return { from, to }
}

/** `applyTransition` in a transaction of its own. */
export function runTransition(
  db: Kysely<Database>,
  process: Process,
  request: TransitionRequest,
): Promise<TransitionResult> {
  return db.transaction().execute((trx) => applyTransition(trx, process, request))
}

/**
 * Records the transition that created an entity (from the process's initial state), once the
 * caller has inserted its row in `trx`: the same actor check, the same effects, and the same record.
 */
export async function recordCreation(
  trx: Transaction<Database>,
  process: Process,
  request: Omit<TransitionRequest, 'change'>,
): Promise<TransitionResult> {
  const transition = transitionOf(process, request.transition)
  if (!listOf(transition.from).includes(process.initial) || !transition.to)
    throw new Error(`${process.name}.${transition.name} does not create an entity`)
  assertActor(transition, request)
  await runEffects(trx, process, transition, request, process.initial, transition.to)
  await record(trx, process, request, process.initial, transition.to)
  return { from: process.initial, to: transition.to }
}

/** The transition's effects, in order, in its transaction. */
async function runEffects(
  trx: Transaction<Database>,
  process: Process,
  transition: TransitionSpec<string, string>,
  request: Omit<TransitionRequest, 'change'>,
  from: string,
  to: string,
): Promise<void> {
  for (const effect of transition.effects ?? [])
    await process.effects[effect]?.({
      trx,
      entityId: request.entityId,
      transition: transition.name,
      from,
      to,
      at: request.at,
      actorUserId: request.actor.userId,
      actorRole: request.actor.role,
      message: request.message ?? null,
    })
}

function assertActor(transition: TransitionSpec<string, string>, request: TransitionRequest): void {
  if (!listOf(transition.actor).includes(request.actor.role))
    throw appError('TRANSITION_FORBIDDEN', undefined, { transition: transition.name })
}

async function record(
  trx: Transaction<Database>,
  process: Process,
  request: Omit<TransitionRequest, 'change'>,
  from: string,
  to: string,
): Promise<void> {
  await trx
    .insertInto('network_transitions')
    .values({
      process: process.name,
      entity_id: String(request.entityId),
      transition: request.transition,
      from_state: from,
      to_state: to,
      actor_user_id: request.actor.userId,
      message: request.message ?? null,
      at: request.at,
    })
    .execute()
}
