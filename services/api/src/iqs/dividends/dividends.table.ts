/** Row of iqs_dividends (migrations/0910), projected from the `dividend-<id>` streams. */
export interface IqsDividendsTable {
  dividend_id: string
  title: string
  amount_per_share: string
  record_date: string
  payment_date: string
  state: 'DECLARED' | 'FIXED' | 'PAID' | 'CANCELLED'
  declared_at: Date | string
  declared_by: string
  record_position: number | string | null
  fixed_at: Date | string | null
  total_shares: string
  declared_eur: string | null
  total_eur: string | null
  holders: number
  payable_holders: number
  paid_holders: number
  paid_eur: string
  cancelled_at: Date | string | null
}

/** Row of iqs_dividend_entitlements: one per holder of a fixed dividend. */
export interface IqsDividendEntitlementsTable {
  id: string
  dividend_id: string
  trader_id: string
  iqs_shares: number | string
  ost_shares: number | string
  amount_eur: string
  paid_at: Date | string | null
  payment_reference: string | null
}
