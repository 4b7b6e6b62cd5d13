import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useChainStatus, type ChainOutboxFilter } from '../api/get-chain-status.js'
import { ChainAnchorCard } from './chain-anchor-card.js'
import { ChainBacklogCard } from './chain-backlog-card.js'
import { ChainOutbox, OUTBOX_PAGE } from './chain-outbox.js'
import { ChainReconciliation } from './chain-reconciliation.js'
import { ChainStatusCard } from './chain-status-card.js'

/**
 * /iqs-tokens/chain (issue 19), for the token admins and the auditor: the chain mirror's state
 * (contracts, block, backlog, last anchor), the transactions the platform owes the chain, and a
 * reconciliation of every balance on demand. When the server runs without the mirror, only that.
 */
export function ChainPage() {
  const { t } = useTranslation('iqs-admin')
  const [filter, setFilter] = useState<ChainOutboxFilter>({ limit: OUTBOX_PAGE })
  const status = useChainStatus(filter)
  const data = status.data
  return (
    <section className="chain-page" aria-labelledby="chain-title">
      <header className="admin-page__header">
        <h2 id="chain-title">{t('chain.title')}</h2>
      </header>
      <ListState status={status.status} isEmpty={false} emptyText="" errorText={t('chain.loadError')}>
        {data &&
          (data.mode === 'off' ? (
            <p className="card chain-off" role="status">
              {t('chain.off')}
            </p>
          ) : (
            <>
              <p className="muted">{t('chain.intro')}</p>
              <div className="admin-grid chain-overview">
                <ChainStatusCard status={data} />
                <div className="admin-stack">
                  <ChainBacklogCard backlog={data.backlog} />
                  <ChainAnchorCard anchor={data.lastAnchor} />
                </div>
              </div>
              <ChainOutbox
                rows={data.rows}
                filter={filter}
                onFilterChange={setFilter}
                loading={status.isFetching}
              />
              <ChainReconciliation />
            </>
          ))}
      </ListState>
    </section>
  )
}
