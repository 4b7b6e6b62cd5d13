import type { Reconciliation } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../utils/format-decimal.js'
import { InstrumentReconciliation } from './instrument-reconciliation.js'

/** A reconciliation's answer: when and at which block, the transactions still on their way, each instrument. */
export function ReconciliationResult({ result }: { result: Reconciliation }) {
  const { t, i18n } = useTranslation('iqs-admin')
  return (
    <div className="chain-reconciliation">
      <p className="muted" role="status">
        {t('chain.reconcile.checked', {
          block: result.blockNumber,
          date: formatDateTime(result.checkedAt, i18n.language),
        })}
      </p>
      {result.openRows > 0 && (
        <p className="chain-reconciliation__open">
          {t('chain.reconcile.openRows', { count: result.openRows })}
        </p>
      )}
      <div className="chain-instruments">
        {result.instruments.map((line) => (
          <InstrumentReconciliation key={line.instrument} line={line} />
        ))}
      </div>
    </div>
  )
}
