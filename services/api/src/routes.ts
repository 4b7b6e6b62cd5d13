import type { FastifyInstance } from 'fastify'
import { p2pRoutes } from './p2p/p2p.routes.js'
import { conversionsRoutes } from './conversions/conversions.routes.js'
import { settlementRoutes } from './settlement/settlement.routes.js'
import { signaturesPlugin } from './signatures/signatures.plugin.js'
import { verifyRoutes } from './signatures/verify.routes.js'
import { accountHistoryRoutes } from './account-history/account-history.routes.js'
import { newsRoutes } from './news/news.routes.js'
import { votesRoutes } from './votes/votes.routes.js'
import { holdersRoutes } from './holders/holders.routes.js'
import { accountsRoutes } from './accounts/accounts.routes.js'
import { healthRoutes } from './health/health.routes.js'
import { eventLogRoutes } from './audit/events.routes.js'
import { orderBookRoutes } from './market-data/order-book.routes.js'
import { adsRoutes } from './ads/ads.routes.js'
import { contactRoutes } from './contact/contact.routes.js'
import { leadersRoutes } from './leaders/leaders.routes.js'
import { newsletterRoutes } from './newsletter/newsletter.routes.js'
import { projectsRoutes } from './projects/projects.routes.js'
import { storageRoutes } from './public-files/storage.routes.js'
import { publicationsRoutes } from './publications/publications.routes.js'
import { searchRoutes } from './search/search.routes.js'
import { liveRoutes } from './live/live.routes.js'
import { marketConfigPlugin } from './market-config/market-config.plugin.js'
import { marketConfigRoutes } from './market-config/market-config.routes.js'
import { tradesRoutes } from './market-data/trades.routes.js'
import { ordersRoutes } from './orders/orders.routes.js'
import { shareOwnersRoutes } from './share-owners/share-owners.routes.js'
import { keyVaultPlugin } from './white-list/key-vault.plugin.js'
import { personalDataPlugin } from './share-owners/personal-data.plugin.js'
import { whiteListRoutes } from './white-list/white-list.routes.js'

/** Every feature's routes, each an encapsulated plugin. Add a feature here. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes)
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
  await app.register(orderBookRoutes)
  // The token exchange core: share owners, white list, market config, orders, live data (issue 7).
  await app.register(keyVaultPlugin)
  await app.register(personalDataPlugin)
  await app.register(marketConfigPlugin)
  await app.register(shareOwnersRoutes)
  await app.register(whiteListRoutes)
  await app.register(marketConfigRoutes)
  await app.register(ordersRoutes)
  await app.register(tradesRoutes)
  await app.register(liveRoutes)
  // Token side: P2P, conversions, settlement and signatures, history, news, votes, holders (issue 7).
  await app.register(signaturesPlugin)
  await app.register(p2pRoutes)
  await app.register(conversionsRoutes)
  await app.register(settlementRoutes)
  await app.register(verifyRoutes)
  await app.register(accountHistoryRoutes)
  await app.register(newsRoutes)
  await app.register(votesRoutes)
  await app.register(holdersRoutes)
}
