import { COMMISSION_STATES, commissionStateSchema } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { useAdminCommissions } from '../api/get-admin-commissions.js'
import { CommissionLedger } from './commission-ledger.js'
import { CommissionRatesCard } from './commission-rates.js'
import { StateFilter } from './state-filter.js'

/**
 * commissions: the rates admins set per programme, and every member's commissions (filtered by
 * state, in the address) with the payment marking in euros and IQS tokens.
 */
export function CommissionsPage() {
  const { t } = useTranslation('network-iqstem-admin')
  const [params, setParams] = useSearchParams()
  const parsed = commissionStateSchema.safeParse(params.get('state'))
  const state = parsed.success ? parsed.data : undefined
  const commissions = useAdminCommissions(state)
  const items = commissions.data?.items ?? []
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-commissions-title">
      <h2 id="iqstem-commissions-title">{t('commissions.title')}</h2>
      <CommissionRatesCard />
      <h3>{t('commissions.list')}</h3>
      <StateFilter
        kind="commission"
        states={COMMISSION_STATES}
        value={state}
        onChange={(next) => setParams(next ? { state: next } : {}, { replace: true })}
      />
      <ListState
        status={commissions.status}
        isEmpty={items.length === 0}
        emptyText={t('commissions.empty')}
        errorText={t('commissions.error')}
      >
        <CommissionLedger items={items} />
      </ListState>
    </section>
  )
}
