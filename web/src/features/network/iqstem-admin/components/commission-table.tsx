import { compareDecimals, formatEur, formatQuantity, type Commission } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'

export type LedgerCommission = Commission & { member?: { user_id: number; name: string } }

/**
 * Commissions with what earned them (the lead's page, or the sponsored consultant), the contract's
 * value, rate and amount, what was paid (each payment: euros, tokens at their price, the token
 * allocation's state) and what remains; "Mark a payment" on those not paid in full.
 */
export function CommissionTable({
  items,
  onPay,
}: {
  items: readonly LedgerCommission[]
  onPay: (commission: LedgerCommission) => void
}) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const language = i18n.language
  const money = (eur: string) => formatEur(eur, language)
  const withMember = items.some((item) => item.member)
  return (
    <div className="iqstem-table-wrap">
      <table className="iqstem-table">
        <caption className="visually-hidden">{t('commissions.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('commissions.source')}</th>
            {withMember && <th scope="col">{t('commissions.member')}</th>}
            <th scope="col">{t('commissions.project')}</th>
            <th scope="col" className="num">
              {t('commissions.amount')}
            </th>
            <th scope="col" className="num">
              {t('commissions.paid')}
            </th>
            <th scope="col" className="num">
              {t('commissions.outstanding')}
            </th>
            <th scope="col">{t('commissions.state')}</th>
            <th scope="col">{t('commissions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((commission) => (
            <tr key={commission.id}>
              <th scope="row">
                {commission.source.lead_id !== null ? (
                  <Link to={iqstemAdminPaths.lead(commission.source.lead_id)}>{commission.source.label}</Link>
                ) : (
                  commission.source.label
                )}
                <div className="muted">
                  {t(`programmes.${commission.programme}`)} · {formatDate(commission.accrued_at, language)}
                </div>
              </th>
              {withMember && (
                <td>
                  {commission.member && (
                    <Link to={iqstemAdminPaths.details(commission.member.user_id)}>
                      {commission.member.name}
                    </Link>
                  )}
                </td>
              )}
              <td>
                {t('commissions.projectValue', {
                  title: commission.project.title,
                  id: commission.project.id,
                })}
              </td>
              <td className="num">
                {money(commission.amount_eur)}
                <div className="muted">
                  {t('commissions.rateOf', {
                    rate: commission.rate_percent,
                    base: money(commission.base_eur),
                  })}
                </div>
              </td>
              <td className="num">
                {money(commission.paid_eur)}
                {commission.payments.length > 0 && (
                  <ul className="iqstem-payments-list">
                    {commission.payments.map((payment) => (
                      <li key={payment.id}>
                        {payment.tokens !== '0' && payment.token_price_eur
                          ? t('commissions.paymentMixed', {
                              cash: money(payment.cash_eur),
                              tokens: formatQuantity(payment.tokens, language),
                              price: money(payment.token_price_eur),
                            })
                          : money(payment.cash_eur)}{' '}
                        · {formatDate(payment.paid_at, language)}
                        {payment.paid_by && ` · ${payment.paid_by}`}
                        {payment.allocation_state === 'pending' && (
                          <>
                            {' '}
                            <StateBadge kind="allocation" state="pending" />
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="num">{money(commission.outstanding_eur)}</td>
              <td>
                <StateBadge kind="commission" state={commission.state} />
              </td>
              <td>
                {compareDecimals(commission.outstanding_eur, '0') > 0 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('commissions.payLabel', {
                      label: commission.source.label,
                      id: commission.id,
                    })}
                    onClick={() => onPay(commission)}
                  >
                    {t('commissions.pay')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
