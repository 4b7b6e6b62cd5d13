import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { applyTransition } from '../workflow/apply-transition.js'
import { ownProjectIds } from './my-projects.repository.js'
import { projectProcess } from './project-process.js'

const ERASED = 'The owner closed their account'

/**
 * An erased owner's projects, in the deletion's transaction: drafts are deleted and published
 * projects closed (both recorded as the system's transitions), then every project left is detached
 * from the account and loses its contact, which names the person. The projects themselves stay for
 * the applications and contracts that refer to them.
 */
export async function eraseOwnerProjects(
  trx: Transaction<Database>,
  userId: number,
  at: Date,
): Promise<void> {
  const system = { role: 'system', userId: null } as const
  const moves = [
    ['draft', 'delete'],
    ['published', 'close'],
  ] as const
  for (const [state, transition] of moves)
    for (const id of await ownProjectIds(trx, userId, state))
      await applyTransition(trx, projectProcess, {
        entityId: id,
        transition,
        actor: system,
        at,
        message: ERASED,
      })
  await trx
    .updateTable('projects')
    .set({ owner_user_id: null, contact: null, updated_at: at })
    .where('owner_user_id', '=', userId)
    .execute()
}
