import type {
  IqsAccountHistoryTable,
  IqsBalancesTable,
  IqsBookLevelsTable,
  IqsCandlesTable,
  IqsOrderRejectionsTable,
  IqsOrdersTable,
  IqsTradesTable,
} from '../projections/market/market-tables.js'
import type { IqsP2PProposalsTable } from '../p2p/p2p-proposals.table.js'
import type { IqsConversionsTable } from '../conversions/conversions.table.js'
import type { IqsSettlementsTable } from '../settlement/settlements.table.js'
import type { IqsNewsTable } from '../news/news.table.js'
import type { IqsVoteBallotsTable, IqsVotesTable } from '../votes/votes.table.js'
import type { UsersTable } from '../users/users.table.js'
import type { IqsMarketSettingsTable, IqsMarketStateTable } from '../market-config/market-state.table.js'
import type {
  KycFilesTable,
  PersonalDataKeysTable,
  ShareOwnerKeysTable,
  ShareOwnerPersonalDataTable,
  ShareOwnersTable,
} from '../share-owners/share-owners.table.js'
import type { PasswordResetTokensTable } from '../accounts/password-reset-tokens.table.js'
import type { SignInThrottlesTable } from '../accounts/sign-in-throttle.table.js'
import type { UserIdentitiesTable } from '../oauth/user-identities.table.js'
import type { RefreshTokensTable, SessionsTable } from '../sessions/sessions.table.js'
import type { TotpRecoveryCodesTable, UserTotpTable } from '../totp/totp.table.js'
import type { AdsTable } from '../ads/ads.table.js'
import type { HoldersRegisterReadsTable } from '../holders/holders-register-reads.table.js'
import type { ContactMessagesTable } from '../contact/contact-messages.table.js'
import type { ExecutivePartnerCardsTable } from '../leaders/executive-partner-cards.table.js'
import type { NewsletterSubscriptionsTable } from '../newsletter/newsletter-subscriptions.table.js'
import type { ProjectsTable } from '../projects/projects.table.js'
import type { PublicFilesTable } from '../public-files/public-files.table.js'
import type { PublicationsTable } from '../publications/publications.table.js'

/**
 * The api's view of its tables. Each feature declares its own table types
 * next to its repository and adds them here.
 */
export interface Database {
  users: UsersTable
  iqs_orders: IqsOrdersTable
  iqs_order_rejections: IqsOrderRejectionsTable
  iqs_trades: IqsTradesTable
  iqs_candles: IqsCandlesTable
  iqs_book_levels: IqsBookLevelsTable
  iqs_balances: IqsBalancesTable
  iqs_account_history: IqsAccountHistoryTable
  share_owners: ShareOwnersTable
  kyc_files: KycFilesTable
  share_owner_keys: ShareOwnerKeysTable
  personal_data_keys: PersonalDataKeysTable
  share_owner_personal_data: ShareOwnerPersonalDataTable
  iqs_market_state: IqsMarketStateTable
  iqs_market_settings: IqsMarketSettingsTable
  iqs_p2p_proposals: IqsP2PProposalsTable
  iqs_conversions: IqsConversionsTable
  iqs_settlements: IqsSettlementsTable
  iqs_news: IqsNewsTable
  iqs_votes: IqsVotesTable
  iqs_vote_ballots: IqsVoteBallotsTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  user_totp: UserTotpTable
  totp_recovery_codes: TotpRecoveryCodesTable
  password_reset_tokens: PasswordResetTokensTable
  sign_in_throttles: SignInThrottlesTable
  user_identities: UserIdentitiesTable
  public_files: PublicFilesTable
  projects: ProjectsTable
  publications: PublicationsTable
  executive_partner_cards: ExecutivePartnerCardsTable
  ads: AdsTable
  newsletter_subscriptions: NewsletterSubscriptionsTable
  contact_messages: ContactMessagesTable
  holders_register_reads: HoldersRegisterReadsTable
}
