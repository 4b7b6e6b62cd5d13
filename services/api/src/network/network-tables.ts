import type { NetworkProfilesTable } from './profiles/network-profiles.table.js'

/** The network's tables: profiles and their sections, onboarding, and (later) projects and IQStem. */
declare module '../platform/db/database.js' {
  interface Database {
    network_profiles: NetworkProfilesTable
  }
}
