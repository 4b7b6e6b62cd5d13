/**
 * What the audit context may use of the token exchange to replay its log (a named port: audit
 * imports this file, never iqs internals): the markets' starting configurations, which a replay
 * starts each engine from, and the read models it rebuilds and compares.
 */
export { allProjections } from '../all-projections.js'
export { INSTRUMENTS, MARKET_CONFIGS } from '../markets/initial-market-configs.js'
