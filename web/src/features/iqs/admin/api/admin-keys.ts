/**
 * The query keys of the admin area, in one place so each mutation
 * invalidates exactly what it changed.
 */
export const adminKeys = {
  all: ['iqs-admin'] as const,
  whiteList: ['iqs-admin', 'white-list'] as const,
  marketConfig: ['iqs-admin', 'market-config'] as const,
  suspendedTraders: ['iqs-admin', 'suspended-traders'] as const,
  settlements: ['iqs-admin', 'settlements'] as const,
  conversions: ['iqs-admin', 'conversions'] as const,
  history: ['iqs-admin', 'history'] as const,
  holdings: ['iqs-admin', 'holdings'] as const,
  registerReads: ['iqs-admin', 'holdings-reads'] as const,
  votes: ['iqs-admin', 'votes'] as const,
  dividends: ['iqs-admin', 'dividends'] as const,
  chain: ['iqs-admin', 'chain'] as const,
  reconciliation: ['iqs-admin', 'chain-reconciliation'] as const,
}
