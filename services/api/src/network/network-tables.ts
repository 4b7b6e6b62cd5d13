import type { NetworkContractsTable } from './contracts/network-contracts.table.js'
import type { NetworkReviewsTable } from './reviews/network-reviews.table.js'
import type { NetworkApplicationsTable } from './applications/network-applications.table.js'
import type {
  NetworkConversationReadsTable,
  NetworkMessageAttachmentsTable,
  NetworkMessagesTable,
} from './conversations/network-conversations.table.js'
import type { NetworkNotificationsTable } from './notifications/network-notifications.table.js'
import type { NetworkInvitationsTable } from './consultants/network-invitations.table.js'
import type { NetworkShortlistsTable } from './consultants/network-shortlists.table.js'
import type { NetworkMembersTable } from './onboarding/network-members.table.js'
import type { NetworkProfileEntriesTable } from './profiles/network-profile-entries.table.js'
import type { NetworkProfilesTable } from './profiles/network-profiles.table.js'
import type {
  IqstemCommissionPaymentsTable,
  IqstemCommissionRatesTable,
  IqstemCommissionsTable,
  IqstemLeadsTable,
  IqstemReferralsTable,
} from './iqstem/iqstem.tables.js'
import type { HiddenExecPartnerCardsTable } from './member-reports/hidden-exec-partner-cards.table.js'
import type { ProjectsTable } from './projects/projects.table.js'
import type { NetworkTransitionsTable } from './workflow/network-transitions.table.js'

/** The network's tables: profiles and their sections, onboarding, projects and their work, and IQStem. */
declare module '../platform/db/database.js' {
  interface Database {
    network_profiles: NetworkProfilesTable
    network_profile_entries: NetworkProfileEntriesTable
    network_members: NetworkMembersTable
    projects: ProjectsTable
    network_transitions: NetworkTransitionsTable
    network_applications: NetworkApplicationsTable
    network_notifications: NetworkNotificationsTable
    network_messages: NetworkMessagesTable
    network_message_attachments: NetworkMessageAttachmentsTable
    network_conversation_reads: NetworkConversationReadsTable
    network_contracts: NetworkContractsTable
    network_shortlists: NetworkShortlistsTable
    network_invitations: NetworkInvitationsTable
    network_reviews: NetworkReviewsTable
    iqstem_commission_rates: IqstemCommissionRatesTable
    iqstem_leads: IqstemLeadsTable
    iqstem_referrals: IqstemReferralsTable
    iqstem_commissions: IqstemCommissionsTable
    iqstem_commission_payments: IqstemCommissionPaymentsTable
    hidden_exec_partner_cards: HiddenExecPartnerCardsTable
  }
}
