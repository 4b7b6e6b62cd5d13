import type { NetworkMembersTable } from './onboarding/network-members.table.js'
import type { NetworkProfileEntriesTable } from './profiles/network-profile-entries.table.js'
import type { NetworkProfilesTable } from './profiles/network-profiles.table.js'

/** The network's tables: profiles and their sections, onboarding, and (later) projects and IQStem. */
declare module '../platform/db/database.js' {
  interface Database {
    network_profiles: NetworkProfilesTable
    network_profile_entries: NetworkProfileEntriesTable
    network_members: NetworkMembersTable
  }
}
