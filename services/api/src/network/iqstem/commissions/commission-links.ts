/** A member's commission ledger (web: /my-iqstem/commissions), where every commission notice leads. */
export const COMMISSIONS_LINK = '/my-iqstem/commissions'
