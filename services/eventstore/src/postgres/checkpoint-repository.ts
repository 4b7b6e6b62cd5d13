import { sql } from 'kysely'
import { CheckpointConflictError } from '../checkpoint-conflict-error.js'
import type { Position } from '../event-store.js'
import type { AnyKysely } from './any-kysely.js'

/** The position a named reader recorded, or undefined before its first write. */
export async function readCheckpoint(db: AnyKysely, name: string): Promise<Position | undefined> {
  const { rows } = await sql<{ position: string }>`
    select position from event_checkpoints where name = ${name}`.execute(db)
  return rows[0]?.position
}

/**
 * Moves a checkpoint from `expected` to `next`, or throws `CheckpointConflictError`.
 *
 * Pass the transaction that updates the read model: the checkpoint then
 * moves exactly when the model does, so a projection killed at any point
 * resumes where its data says it is. A second instance of the same reader
 * blocks on the row and then finds it moved, so it cannot double-apply.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await applyToReadModel(trx, events)
 *   await writeCheckpoint(trx, 'holders', previous, events.at(-1).position)
 * })
 */
export async function writeCheckpoint(
  db: AnyKysely,
  name: string,
  expected: Position | undefined,
  next: Position,
): Promise<void> {
  const { rows } =
    expected === undefined
      ? await sql<{ name: string }>`
          insert into event_checkpoints (name, position) values (${name}, ${next})
          on conflict (name) do nothing returning name`.execute(db)
      : await sql<{ name: string }>`
          update event_checkpoints set position = ${next}, updated_at = now()
          where name = ${name} and position = ${expected} returning name`.execute(db)
  if (rows.length === 0) throw new CheckpointConflictError(name, expected, await readCheckpoint(db, name))
}
