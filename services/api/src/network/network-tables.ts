import type { NetworkApplicationsTable } from './applications/network-applications.table.js'
import type { NetworkNotificationsTable } from './notifications/network-notifications.table.js'
import type { NetworkMembersTable } from './onboarding/network-members.table.js'
import type { NetworkProfileEntriesTable } from './profiles/network-profile-entries.table.js'
import type { NetworkProfilesTable } from './profiles/network-profiles.table.js'
import type { ProjectsTable } from './projects/projects.table.js'
import type { NetworkTransitionsTable } from './workflow/network-transitions.table.js'

/** The network's tables: profiles and their sections, onboarding, and (later) projects and IQStem. */
declare module '../platform/db/database.js' {
  interface Database {
    network_profiles: NetworkProfilesTable
    network_profile_entries: NetworkProfileEntriesTable
    network_members: NetworkMembersTable
    projects: ProjectsTable
    network_transitions: NetworkTransitionsTable
    network_applications: NetworkApplicationsTable
    network_notifications: NetworkNotificationsTable
  }
}
