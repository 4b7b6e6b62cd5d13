import type { Kysely } from 'kysely'
import { holdsAdminPermission } from '../../identity/access-control/admin-permission.js'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { findContractView, type ContractView } from './contracts.repository.js'

/** The caller's part in a contract: one of its parties, or an admin (who reads, and takes no step). */
export type ContractPart = 'consultant' | 'owner' | 'admin'

/** The caller's part, or undefined when they have none. */
export function partIn(view: ContractView, user: RequestUser): ContractPart | undefined {
  if (view.consultant_user_id === user.id) return 'consultant'
  if (view.owner_user_id === user.id) return 'owner'
  return holdsAdminPermission(user, 'projects') ? 'admin' : undefined
}

/**
 * The contract and the caller's part in it; 404 CONTRACT_NOT_FOUND for anyone without one, as for a
 * missing id, so ids are not a way to probe.
 */
export async function readContractAs(
  db: Kysely<Database>,
  user: RequestUser,
  id: string,
): Promise<{ view: ContractView; part: ContractPart }> {
  const view = await findContractView(db, id)
  const part = view && partIn(view, user)
  if (!view || !part) throw appError('CONTRACT_NOT_FOUND')
  return { view, part }
}
