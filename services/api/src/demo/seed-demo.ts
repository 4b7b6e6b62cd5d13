import type { Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { FileStore } from '../platform/files/file-store.js'
import { DEMO_ACCOUNTS } from './demo-accounts.js'
import { insertMissingDemoUsers } from './demo-users.js'
import { seedDemoIqstem } from './seed-demo-iqstem.js'
import { seedDemoNetworkProfiles } from './seed-demo-network-profiles.js'
import { seedDemoNetworkProjects } from './seed-demo-network-projects.js'
import { seedPublicContent } from './seed-public-content.js'

/**
 * Seeds the demo accounts (and, as features land, their content). Safe to run
 * at every start: rows that exist are left as they are.
 *
 * @returns how many accounts were created by this call.
 */
export async function seedDemo(db: Kysely<Database>, files?: FileStore): Promise<number> {
  await seedPublicContent(db)
  const created = await seedDemoAccounts(db)
  // The demo consultant's and exec partner's profiles (issue 15); their photos go to the file store.
  if (files) await seedDemoNetworkProfiles(db, files)
  // The demo client's and exec partner's projects (issue 16): one on the board each, a client's draft.
  await seedDemoNetworkProjects(db)
  // The demo IQStem member's leads (one qualified by the admin) and an invitation (issue 17).
  await seedDemoIqstem(db)
  return created
}

/**
 * The demo accounts that do not exist yet; how many were created. A new admin starts with every
 * group (migration 0870); one with `adminPermissions` keeps only those.
 */
async function seedDemoAccounts(db: Kysely<Database>): Promise<number> {
  const created = await insertMissingDemoUsers(db, DEMO_ACCOUNTS)
  for (const user of created) {
    const narrowed = DEMO_ACCOUNTS.find((a) => a.email === user.email)?.adminPermissions
    if (narrowed)
      await db
        .deleteFrom('admin_permissions')
        .where('user_id', '=', user.id)
        .where('permission', 'not in', narrowed)
        .execute()
  }
  return created.length
}
