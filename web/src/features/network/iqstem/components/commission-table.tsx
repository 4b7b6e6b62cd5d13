import {
  compareDecimals,
  formatDecimal,
  formatEur,
  formatQuantity,
  type Commission,
  type CommissionPayment,
} from '@iqs/protocol'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { leadPath } from '../utils/iqstem-paths.js'
import { CommissionStateBadge } from './commission-state-badge.js'

const COLUMNS = ['source', 'project', 'base', 'rate', 'amount', 'paid', 'state'] as const

/**
 * Each commission, newest first: what earned it (a lead, a sponsored consultant), on which
 * project, the contract's value, the rate, the amount, what is paid, its state; each payment on
 * the line below it. The table scrolls in its own box when the window is narrower than it.
 */
export function CommissionTable({ items }: { items: readonly Commission[] }) {
  const { t, i18n } = useTranslation('network-iqstem')
  const language = i18n.language
  return (
    // Focusable, so a keyboard can scroll it; named, so a screen reader says what it is.
    <div className="iqstem-table" role="region" aria-label={t('commissions.table.caption')} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{t('commissions.table.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`commissions.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((commission) => (
            <Fragment key={commission.id}>
              <tr className="iqstem-table__commission">
                <th scope="row">
                  <Source commission={commission} />
                </th>
                <td>{commission.project.title}</td>
                <td>{formatEur(commission.base_eur, language)}</td>
                <td>{t('commissions.rate', { rate: formatDecimal(commission.rate_percent, language) })}</td>
                <td>{formatEur(commission.amount_eur, language)}</td>
                <td>{formatEur(commission.paid_eur, language)}</td>
                <td>
                  <CommissionStateBadge state={commission.state} />
                </td>
              </tr>
              {commission.payments.map((payment) => (
                <tr key={payment.id} className="iqstem-table__payment">
                  <td colSpan={COLUMNS.length}>
                    <PaymentLine payment={payment} />
                  </td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What earned it: the lead (a link to its page) or the sponsored consultant, and the programme. */
function Source({ commission }: { commission: Commission }) {
  const { t } = useTranslation('network-iqstem')
  const leadId = commission.source.lead_id
  return (
    <>
      {leadId !== null ? (
        <Link to={leadPath(leadId)}>{commission.source.label}</Link>
      ) : (
        commission.source.label
      )}
      <span className="iqstem-table__programme muted">{t(`programme.${commission.programme}`)}</span>
    </>
  )
}

/** One payment: when, the euros, the tokens x their price = their value, and whether the tokens are allocated yet. */
function PaymentLine({ payment }: { payment: CommissionPayment }) {
  const { t, i18n } = useTranslation('network-iqstem')
  const language = i18n.language
  const hasTokens = compareDecimals(payment.tokens, '0') > 0 && payment.token_price_eur !== null
  const parts = [
    t('commissions.payment.cash', { amount: formatEur(payment.cash_eur, language) }),
    hasTokens
      ? t('commissions.payment.tokens', {
          tokens: formatQuantity(payment.tokens, language),
          price: formatEur(payment.token_price_eur ?? '0', language),
          value: formatEur(payment.token_value_eur, language),
        })
      : null,
  ].filter((part): part is string => part !== null)
  return (
    <p className="iqstem-payment">
      <span>
        {t('commissions.payment.on', { date: formatDate(payment.paid_at, language) })} {parts.join(' + ')}{' '}
        {t('commissions.payment.total', { amount: formatEur(payment.total_eur, language) })}
      </span>
      {hasTokens && (
        <span className={`iqstem-allocation iqstem-allocation--${payment.allocation_state}`}>
          {t(`commissions.allocation.${payment.allocation_state}`)}
        </span>
      )}
    </p>
  )
}
