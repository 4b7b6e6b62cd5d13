import { subtractDecimals, EUR_DECIMALS, type Commission, type CommissionPayment } from '@iqs/protocol'
import type { CommissionView, PaymentView } from './commissions.repository.js'

/**
 * A person's name as the views show it: first and last, or the e-mail when the account has none
 * (admin accounts are often made without one); '' for an erased account.
 */
export const nameOf = (first: string | null, last: string | null, email: string | null): string =>
  `${first ?? ''} ${last ?? ''}`.trim() || email || ''

/** What earned a commission, in words: the lead's company, or the sponsored consultant's name. */
export const sourceLabel = (view: CommissionView): string =>
  view.programme === 'lead'
    ? (view.lead_company ?? '')
    : `${view.referral_first_name ?? ''} ${view.referral_last_name ?? ''}`.trim()

/** A payment; `forAdmin` names the admin who marked it (members see IQS, not a person). */
export function toPayment(payment: PaymentView, forAdmin: boolean): CommissionPayment {
  return {
    id: payment.id,
    cash_eur: payment.cash_eur,
    tokens: String(payment.tokens),
    token_price_eur: payment.token_price_eur,
    token_value_eur: payment.token_value_eur,
    total_eur: payment.total_eur,
    allocation_state: payment.allocation_state,
    allocation_reference: payment.allocation_reference,
    paid_at: payment.paid_at.toISOString(),
    paid_by: forAdmin ? nameOf(payment.admin_first_name, payment.admin_last_name, payment.admin_email) : null,
  }
}

/** A commission with its payments (oldest first) and what is still owed. */
export function toCommission(
  view: CommissionView,
  payments: readonly PaymentView[],
  forAdmin: boolean,
): Commission {
  return {
    id: view.id,
    programme: view.programme,
    state: view.state,
    source: { lead_id: view.lead_id, referral_id: view.referral_id, label: sourceLabel(view) },
    project: { id: view.project_id, title: view.project_title ?? '' },
    contract_id: view.contract_id,
    base_eur: view.base_eur,
    rate_percent: view.rate_percent,
    amount_eur: view.amount_eur,
    paid_eur: view.paid_eur,
    outstanding_eur: subtractDecimals(view.amount_eur, view.paid_eur, EUR_DECIMALS),
    accrued_at: view.accrued_at.toISOString(),
    payments: payments.map((payment) => toPayment(payment, forAdmin)),
  }
}
