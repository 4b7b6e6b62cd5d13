import type { Kysely } from 'kysely'
import { recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import type { Database } from '../../platform/db/database.js'

/** The records of the web-site admin, as the admin journal names them. */
export type SiteRecordType = 'publication' | 'ad' | 'reference'

/**
 * Records a web-site admin's action on a record (under the `web_site` group), in the caller's
 * transaction: the change and its journal line commit together.
 *
 * @example await recordSiteAction(trx, { adminUserId, recordType: 'ad', recordId: 3, action: 'update', changes, at })
 */
export function recordSiteAction(
  db: Kysely<Database>,
  action: {
    adminUserId: number
    recordType: SiteRecordType
    recordId: number
    action: string
    changes?: Record<string, unknown>
    at: Date
  },
): Promise<void> {
  return recordAdminAction(db, { ...action, permission: 'web_site' })
}
