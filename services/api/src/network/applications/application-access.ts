import type { Kysely } from 'kysely'
import { holdsAdminPermission } from '../../identity/access-control/admin-permission.js'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import type { Actor } from '../workflow/process.js'
import { findApplicationView, type ApplicationView } from './applications.repository.js'

/** The caller's part in an application: the consultant who applied, the project's owner, or an admin. */
export type ApplicationPart = Extract<Actor, 'applicant' | 'owner' | 'admin'>

/**
 * The application and the caller's part in it; 404 APPLICATION_NOT_FOUND for anyone without one,
 * as for a missing id, so ids are not a way to probe.
 */
export async function readApplicationAs(
  db: Kysely<Database>,
  user: RequestUser,
  id: string,
): Promise<{ view: ApplicationView; part: ApplicationPart }> {
  const view = await findApplicationView(db, id)
  const part: ApplicationPart | undefined = !view
    ? undefined
    : view.consultant_user_id === user.id
      ? 'applicant'
      : view.project_owner_id === user.id
        ? 'owner'
        : holdsAdminPermission(user, 'projects')
          ? 'admin'
          : undefined
  if (!view || !part) throw appError('APPLICATION_NOT_FOUND')
  return { view, part }
}
