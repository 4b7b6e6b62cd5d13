import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useReconciliation } from '../api/get-reconciliation.js'
import { ReconciliationResult } from './reconciliation-result.js'
import { useErrorText } from './use-error-text.js'

/**
 * On demand (it reads every holder's balance on chain): each holder's balance in the exchange
 * against the token's on chain, per instrument; pressing again checks again.
 */
export function ChainReconciliation() {
  const { t } = useTranslation('iqs-admin')
  const [asked, setAsked] = useState(false)
  const reconciliation = useReconciliation(asked)
  const errorText = useErrorText()
  const busy = reconciliation.isFetching
  return (
    <section className="admin-section" aria-labelledby="chain-reconcile-title">
      <header className="admin-page__header">
        <h3 id="chain-reconcile-title">{t('chain.reconcile.title')}</h3>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => (asked ? void reconciliation.refetch() : setAsked(true))}
        >
          {t('chain.reconcile.action')}
        </button>
      </header>
      <p className="muted">{t('chain.reconcile.hint')}</p>
      {asked && busy && !reconciliation.data && (
        <p className="list-state list-state--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:state.loading')}
        </p>
      )}
      {reconciliation.isError && (
        <p className="list-state list-state--error" role="alert">
          {errorText(reconciliation.error, 'chain.reconcile.failed')}
        </p>
      )}
      {reconciliation.data && !reconciliation.isError && (
        <ReconciliationResult result={reconciliation.data} />
      )}
    </section>
  )
}
