import type { ColumnType, Generated } from 'kysely'

/** numeric columns come back as strings (exact); they are written as decimal strings too. */
type Numeric = ColumnType<string, string, string>
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>

/** `iqstem_commission_rates` (migration 0860): each programme's rate in %. */
export interface IqstemCommissionRatesTable {
  programme: 'lead' | 'referral'
  rate_percent: Numeric
  updated_by: number | null
  updated_at: Date
}

/** `iqstem_leads` (migration 0860): a client opportunity a member brought. */
export interface IqstemLeadsTable {
  id: Generated<number>
  member_user_id: number
  company: string
  company_key: string
  contact_name: string
  contact_role: string | null
  contact_email: string
  contact_phone: string | null
  sector: string
  need: string
  budget: NullableNumeric
  timing: 'immediate' | 'within-3-months' | 'within-6-months' | 'later'
  consent: boolean
  state: 'submitted' | 'qualified' | 'converted' | 'contracted' | 'paid' | 'lost'
  representative_user_id: number | null
  representative_notes: string | null
  lost_reason: string | null
  project_id: number | null
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** `iqstem_referrals` (migration 0860): a consultant a member sponsors. */
export interface IqstemReferralsTable {
  id: Generated<number>
  sponsor_user_id: number
  email: string
  first_name: string
  last_name: string
  message: string | null
  invitation_code: string
  consultant_user_id: number | null
  registered_at: Date | null
  created_at: ColumnType<Date, Date, never>
}

/** `iqstem_commissions` (migration 0860): what a member earned on one contract. */
export interface IqstemCommissionsTable {
  id: Generated<number>
  member_user_id: number
  programme: 'lead' | 'referral'
  lead_id: number | null
  referral_id: number | null
  contract_id: string
  base_eur: Numeric
  rate_percent: Numeric
  amount_eur: Numeric
  paid_eur: ColumnType<string, string | undefined, string>
  state: 'accrued' | 'partly_paid' | 'paid'
  accrued_at: Date
}

/** `iqstem_commission_payments` (migration 0860): a payment an admin marked. */
export interface IqstemCommissionPaymentsTable {
  id: Generated<number>
  commission_id: number
  payment_key: string
  cash_eur: Numeric
  tokens: ColumnType<number, number | undefined, number>
  token_price_eur: NullableNumeric
  token_value_eur: Numeric
  total_eur: Numeric
  allocation_reference: string | null
  allocation_state: 'none' | 'pending' | 'done'
  paid_by: number | null
  paid_at: Date
}
