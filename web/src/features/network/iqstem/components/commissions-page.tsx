import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useCommissions } from '../api/get-commissions.js'
import { CommissionStatement } from './commission-statement.js'
import { CommissionTable } from './commission-table.js'
import { CommissionTotals } from './commission-totals.js'

/**
 * commissions (issue 17, beyond the spec's tree): my ledger: the totals, each commission with its
 * payments (euros, IQS tokens at their price), then the statement of a period and its Excel file.
 */
export function CommissionsPage() {
  const { t } = useTranslation('network-iqstem')
  const ledger = useCommissions()
  const items = ledger.data?.items ?? []
  return (
    <div className="iqstem-page">
      <h2>{t('commissions.title')}</h2>
      <p className="muted">{t('commissions.intro')}</p>
      {ledger.data && <CommissionTotals ledger={ledger.data} />}
      <section className="iqstem-section" aria-labelledby="commission-list-title">
        <h3 id="commission-list-title">{t('commissions.listTitle')}</h3>
        <ListState
          status={ledger.status}
          isEmpty={items.length === 0}
          emptyText={t('commissions.empty')}
          errorText={t('commissions.error')}
        >
          <CommissionTable items={items} />
        </ListState>
      </section>
      <CommissionStatement />
    </div>
  )
}
