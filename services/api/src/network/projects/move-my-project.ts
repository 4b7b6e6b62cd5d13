import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { runTransition } from '../workflow/apply-transition.js'
import { projectProcess } from './project-process.js'
import { assertMyProject } from './read-my-project.js'

/**
 * The owner takes a transition of one of their projects (with the edit's own writes, if any): 404
 * for another owner's project, then the state machine's checks and record.
 */
export async function moveMyProject(
  db: Kysely<Database>,
  move: {
    ownerId: number
    id: number
    transition: string
    at: Date
    change?: (trx: Transaction<Database>) => Promise<void>
  },
): Promise<void> {
  await assertMyProject(db, move.ownerId, move.id)
  await runTransition(db, projectProcess, {
    entityId: move.id,
    transition: move.transition,
    actor: { role: 'owner', userId: move.ownerId },
    at: move.at,
    ...(move.change ? { change: move.change } : {}),
  })
}
