import type { AccountHistoryRow } from '@iqs/protocol'
import type { TFunction } from 'i18next'
import { formatQuantity } from '../../market/utils/money.js'

/** The history's kinds the web words itself; another kind (a newer api) shows the api's English text. */
const KINDS = ['BUY', 'SELL', 'CREDIT', 'ALLOCATION', 'CREATED', 'LOCK', 'UNLOCK', 'CONVERSION'] as const
const STATUSES = ['PENDING', 'SETTLED', 'REJECTED', 'COMPLETED', 'P2P', 'CONVERSION'] as const

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/**
 * The "description" of a history row (spec §3) in the reader's language, from its kind: the api's
 * `description` is English, for api users. A lock says what it is for (its status: P2P or
 * CONVERSION), a credit whether it came from a conversion.
 *
 * @example describeRow(t, row, 'fr') // 'Achat de 10 IQS (transaction IQS-4)'
 */
export function describeRow(t: TFunction<'iqs-member'>, row: AccountHistoryRow, language: string): string {
  const kind = row.kind
  if (!isOneOf(KINDS, kind)) return row.description
  const values = {
    amount: `${formatQuantity(row.volume, language)} ${row.instrument}`,
    reference: row.reference,
  }
  if (kind === 'LOCK' || kind === 'UNLOCK')
    return t(`history.kinds.${kind}_${row.status === 'P2P' ? 'P2P' : 'CONVERSION'}`, values)
  if (kind === 'CREDIT' && row.reference.startsWith('conversion-'))
    return t('history.kinds.CREDIT_CONVERSION', values)
  return t(`history.kinds.${kind}`, values)
}

/** The row's status in the reader's language (the api's code when it is one the web does not know). */
export function rowStatus(t: TFunction<'iqs-member'>, status: string): string {
  return isOneOf(STATUSES, status) ? t(`history.statuses.${status}`) : status
}
