import type { FastifyInstance } from 'fastify'
import { p2pRoutes } from './iqs/p2p/p2p.routes.js'
import { conversionsRoutes } from './iqs/conversions/conversions.routes.js'
import { settlementRoutes } from './iqs/settlement/settlement.routes.js'
import { signaturesPlugin } from './iqs/signatures/signatures.plugin.js'
import { chainPlugin } from './iqs/chain/chain.plugin.js'
import { chainRoutes } from './iqs/chain/chain.routes.js'
import { verifyRoutes } from './iqs/signatures/verify.routes.js'
import { accountHistoryRoutes } from './iqs/account-history/account-history.routes.js'
import { newsRoutes } from './iqs/news/news.routes.js'
import { votesRoutes } from './iqs/votes/votes.routes.js'
import { dividendsRoutes } from './iqs/dividends/dividends.routes.js'
import { holdersRoutes } from './iqs/holders/holders.routes.js'
import { accountsRoutes } from './identity/identity.routes.js'
import { healthRoutes } from './platform/health/health.routes.js'
import { mailOutboxRoutes } from './platform/mail/mail-outbox.routes.js'
import { eventLogRoutes } from './audit/events.routes.js'
import { replayJobsRoutes } from './audit/replay-jobs/replay-jobs.routes.js'
import { orderBookRoutes } from './iqs/market-data/order-book.routes.js'
import { adsRoutes } from './site/ads/ads.routes.js'
import { contactRoutes } from './site/contact/contact.routes.js'
import { leadersRoutes } from './site/leaders/leaders.routes.js'
import { newsletterRoutes } from './site/newsletter/newsletter.routes.js'
import { projectsRoutes } from './site/projects/projects.routes.js'
import { storageRoutes } from './site/public-files/storage.routes.js'
import { publicationsRoutes } from './site/publications/publications.routes.js'
import { searchRoutes } from './site/search/search.routes.js'
import { liveRoutes } from './iqs/live/live.routes.js'
import { marketConfigPlugin } from './iqs/market-settings/market-config.plugin.js'
import { marketConfigRoutes } from './iqs/market-settings/market-config.routes.js'
import { tradesRoutes } from './iqs/market-data/trades.routes.js'
import { ordersRoutes } from './iqs/orders/orders.routes.js'
import { myTradesRoutes } from './iqs/orders/my-trades.routes.js'
import { cashPositionRoutes } from './iqs/cash-position/cash-position.routes.js'
import { shareOwnersRoutes } from './iqs/share-owners/share-owners.routes.js'
import { keyVaultPlugin } from './iqs/key-vault/key-vault.plugin.js'
import { personalDataPlugin } from './iqs/share-owners/personal-data.plugin.js'
import { whiteListRoutes } from './iqs/white-list/white-list.routes.js'
import { onboardingRoutes } from './network/onboarding/onboarding.routes.js'
import { networkProfilesPlugin } from './network/profiles/network-profiles.plugin.js'
import { networkProjectsPlugin } from './network/projects/network-projects.plugin.js'
import { networkWorkflowPlugin } from './network/workflow/workflow.plugin.js'
import { networkNotificationsPlugin } from './network/notifications/notifications.plugin.js'
import { networkApplicationsPlugin } from './network/applications/network-applications.plugin.js'
import { networkContractsPlugin } from './network/contracts/network-contracts.plugin.js'
import { networkReviewsPlugin } from './network/reviews/network-reviews.plugin.js'
import { networkConversationsPlugin } from './network/conversations/network-conversations.plugin.js'
import { jobsRoutes } from './network/jobs/jobs.routes.js'
import { networkConsultantsPlugin } from './network/consultants/network-consultants.plugin.js'
import { networkReportsPlugin } from './network/reports/network-reports.plugin.js'
import { networkIqstemPlugin } from './network/iqstem/network-iqstem.plugin.js'
import { membershipPlugin } from './network/membership/membership.plugin.js'
import { memberReportsPlugin } from './network/member-reports/member-reports.plugin.js'
import { projectsAdminPlugin } from './network/projects-admin/projects-admin.plugin.js'
import { siteAdminPlugin } from './site/admin/site-admin.plugin.js'
import { adminAccessRoutes } from './identity/admin-access/admin-access.routes.js'

/** Every feature's routes, each an encapsulated plugin. Add a feature here. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes)
  // The admins' read of the mails kept while no SMTP server is configured (issue 15).
  await app.register(mailOutboxRoutes)
  // Accounts, sessions, two-factor, social sign-in (issue 6).
  await app.register(accountsRoutes)
  // Public content (issue 5).
  await app.register(storageRoutes)
  await app.register(adsRoutes)
  await app.register(projectsRoutes)
  await app.register(publicationsRoutes)
  await app.register(leadersRoutes)
  await app.register(searchRoutes)
  await app.register(newsletterRoutes)
  await app.register(contactRoutes)
  // The exchange's log and market data (issue 4).
  await app.register(eventLogRoutes)
  // The auditor's replay and compare, in process (issue 14).
  await app.register(replayJobsRoutes)
  await app.register(orderBookRoutes)
  // The token exchange core: share owners, white list, market config, orders, live data (issue 7).
  await app.register(keyVaultPlugin)
  await app.register(personalDataPlugin)
  await app.register(marketConfigPlugin)
  await app.register(shareOwnersRoutes)
  await app.register(whiteListRoutes)
  await app.register(marketConfigRoutes)
  await app.register(ordersRoutes)
  // The trading screen's own reads (issue 14): my fills, my euro side.
  await app.register(myTradesRoutes)
  await app.register(cashPositionRoutes)
  await app.register(tradesRoutes)
  await app.register(liveRoutes)
  // Token side: P2P, conversions, settlement and signatures, history, news, votes, holders (issue 7).
  await app.register(signaturesPlugin)
  // The chain mirror of the log (issue 19): the outbox, its sender, anchors, reconciliation.
  await app.register(chainPlugin)
  await app.register(chainRoutes)
  await app.register(p2pRoutes)
  await app.register(conversionsRoutes)
  await app.register(settlementRoutes)
  await app.register(verifyRoutes)
  await app.register(accountHistoryRoutes)
  await app.register(newsRoutes)
  await app.register(votesRoutes)
  await app.register(dividendsRoutes)
  await app.register(holdersRoutes)
  // The network: onboarding after registration (issue 15).
  await app.register(onboardingRoutes)
  // The network: profiles of consultants and executive partners (issue 15).
  await app.register(networkProfilesPlugin)
  // The network: its state machines and their sweeper, the owners' projects (issue 16).
  await app.register(networkWorkflowPlugin)
  await app.register(networkProjectsPlugin)
  // The network: jobs, applications and their notifications (issue 16, part 2).
  await app.register(networkNotificationsPlugin)
  await app.register(jobsRoutes)
  await app.register(networkApplicationsPlugin)
  // The network: contracts, their success fee, and reviews (issue 16, part 3).
  await app.register(networkContractsPlugin)
  await app.register(networkReviewsPlugin)
  // The network: finding consultants (search, shortlist, invitations) and the partners' reports (issue 16, part C).
  await app.register(networkConsultantsPlugin)
  await app.register(networkReportsPlugin)
  // The network: conversations between a consultant and a project owner (issue 16, messages).
  await app.register(networkConversationsPlugin)
  // The network: admins review applicants; IQStem's leads, sponsored consultants and commissions (issue 17).
  await app.register(membershipPlugin)
  await app.register(networkIqstemPlugin)
  // The admin areas (issue 18): the admins' groups, the site's content, the projects' reports.
  await app.register(adminAccessRoutes)
  await app.register(siteAdminPlugin)
  await app.register(projectsAdminPlugin)
  await app.register(memberReportsPlugin)
}
