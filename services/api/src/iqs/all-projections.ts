import { marketStateProjection } from './market-settings/market-state-projection.js'
import { traderSuspensionsProjection } from './market-settings/trader-suspensions-projection.js'
import { shareOwnersProjection } from './share-owners/share-owners-projection.js'
import { marketProjections } from './market-projections/market-projections.js'
import { p2pProjection } from './p2p/p2p-projection.js'
import { conversionsProjection } from './conversions/conversions-projection.js'
import { settlementsProjection } from './settlement/settlements-projection.js'
import { newsProjection } from './news/news-projection.js'
import { votesProjection } from './votes/votes-projection.js'
import { dividendsProjection } from './dividends/dividends-projection.js'
import type { Projection } from '../platform/projections/projection.js'

/**
 * Every read model the api keeps from the log. The runner follows each from
 * its own checkpoint; `projections:rebuild` and `replay` rebuild them all.
 * Add a feature's projections here.
 */
export const allProjections: readonly Projection[] = [
  ...marketProjections,
  shareOwnersProjection,
  marketStateProjection,
  // Who is suspended from trading, for the admin's market config page (issue 14).
  traderSuspensionsProjection,
  // P2P, conversions, settlement, news, votes (issue 7).
  p2pProjection,
  conversionsProjection,
  settlementsProjection,
  newsProjection,
  votesProjection,
  // Year-end dividends (issue 19).
  dividendsProjection,
]
