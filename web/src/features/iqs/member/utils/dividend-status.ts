import { compareDecimals, isPayable, type MemberDividend } from '@iqs/protocol'
import type { TFunction } from 'i18next'
import { formatDate, formatDay } from '../../../../lib/format.js'

/**
 * Where my share of a dividend stands: `unfixed` until its record date is over and the entitlements
 * are fixed; then `none` when it pays me nothing (0.00 €: no share at the record date, or shares
 * worth less than a cent, which the payment run leaves out), `due` until the admin marks it paid,
 * and `paid`.
 */
export type MyDividendStatus = 'unfixed' | 'none' | 'due' | 'paid'

export function myDividendStatus(dividend: MemberDividend): MyDividendStatus {
  if (dividend.paidAt !== null) return 'paid'
  if (dividend.fixedAt === null || dividend.amountEur === null) return 'unfixed'
  return isPayable(dividend.amountEur) ? 'due' : 'none'
}

/** Whether I held any share (IQS or OST) at the dividend's record date. */
const heldShares = (dividend: MemberDividend) =>
  [dividend.iqsShares, dividend.ostShares].some((shares) => shares !== null && compareDecimals(shares, 0) > 0)

/**
 * My share of a dividend in words: to be fixed after the record date, nothing due (and why), to be
 * paid on its payment date, or paid on a day (with the transfer's reference).
 *
 * @example dividendStatusText(t, dividend, 'en') // 'Paid on 15 January 2027 (SEPA-2027-01)'
 */
export function dividendStatusText(t: TFunction<'iqs-member'>, dividend: MemberDividend, lng: string) {
  const status = myDividendStatus(dividend)
  if (status === 'paid')
    return t(dividend.paymentReference ? 'dividends.status.paidRef' : 'dividends.status.paid', {
      date: formatDate(dividend.paidAt ?? '', lng),
      reference: dividend.paymentReference ?? '',
    })
  if (status === 'due') return t('dividends.status.due', { date: formatDay(dividend.paymentDate, lng) })
  if (status === 'none')
    return t(heldShares(dividend) ? 'dividends.status.belowCent' : 'dividends.status.none')
  return t('dividends.status.unfixed')
}
