import type { ChainDeploymentsTable, ChainOutboxTable, ChainWalletsTable } from './chain/chain-tables.js'
import type { IqsDividendEntitlementsTable, IqsDividendsTable } from './dividends/dividends.table.js'
import type { IqsConversionsTable } from './conversions/conversions.table.js'
import type { HoldersRegisterReadsTable } from './holders/holders-register-reads.table.js'
import type {
  IqsAccountHistoryTable,
  IqsBalancesTable,
  IqsBookLevelsTable,
  IqsCandlesTable,
  IqsOrderRejectionsTable,
  IqsOrdersTable,
  IqsTradesTable,
} from './market-projections/market-tables.js'
import type { IqsMarketSettingsTable, IqsMarketStateTable } from './market-settings/market-state.table.js'
import type { IqsTraderSuspensionsTable } from './market-settings/trader-suspensions.table.js'
import type { IqsNewsTable } from './news/news.table.js'
import type { IqsP2PProposalsTable } from './p2p/p2p-proposals.table.js'
import type { IqsSettlementsTable } from './settlement/settlements.table.js'
import type {
  KycFilesTable,
  PersonalDataKeysTable,
  ShareOwnerKeysTable,
  ShareOwnerPersonalDataTable,
  ShareOwnersTable,
} from './share-owners/share-owners.table.js'
import type { IqsVoteBallotsTable, IqsVotesTable } from './votes/votes.table.js'

/** The token exchange's tables: read models of the log, and the share owners' data beside it. */
declare module '../platform/db/database.js' {
  interface Database {
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
    iqs_trader_suspensions: IqsTraderSuspensionsTable
    iqs_p2p_proposals: IqsP2PProposalsTable
    iqs_conversions: IqsConversionsTable
    iqs_settlements: IqsSettlementsTable
    iqs_news: IqsNewsTable
    iqs_votes: IqsVotesTable
    iqs_vote_ballots: IqsVoteBallotsTable
    iqs_dividends: IqsDividendsTable
    iqs_dividend_entitlements: IqsDividendEntitlementsTable
    holders_register_reads: HoldersRegisterReadsTable
    chain_outbox: ChainOutboxTable
    chain_wallets: ChainWalletsTable
    chain_deployments: ChainDeploymentsTable
  }
}
