/** The pages of the token admin area (spec §2: /iqs-tokens, index to white-list), plus the audit view. */
export const adminPaths = {
  root: '/iqs-tokens',
  whiteList: '/iqs-tokens/white-list',
  whiteListDetails: (userId: number | string) => `/iqs-tokens/white-list/details/${userId}`,
  marketConfig: '/iqs-tokens/market-config',
  settlement: '/iqs-tokens/settlement',
  /** The tokens on chain (issue 19): the mirror's state, its outbox and a reconciliation. */
  chain: '/iqs-tokens/chain',
  buySell: '/iqs-tokens/buy-sell',
  accountHistory: '/iqs-tokens/account-history',
  holdings: '/iqs-tokens/iqs-holdings',
  addShareholder: '/iqs-tokens/iqs-holdings/add-shareholder',
  news: '/iqs-tokens/news',
  addVote: '/iqs-tokens/add-vote',
  voteHistory: '/iqs-tokens/vote-history',
  /** Year-end dividends (issue 19): declare, fix the entitlements, pay; the auditor reads them. */
  dividends: '/iqs-tokens/dividends',
  dividendDetails: (dividendId: string) => `/iqs-tokens/dividends/${encodeURIComponent(dividendId)}`,
  audit: '/iqs-tokens/audit',
} as const
