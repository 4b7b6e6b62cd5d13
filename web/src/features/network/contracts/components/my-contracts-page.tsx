import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useMyContracts } from '../api/get-contracts.js'
import { contractPath } from '../utils/contract-paths.js'
import { ContractStateBadge } from './contract-state-badge.js'
import './contracts.css'

/**
 * /my-projects/contracts (spec §2): my contracts, newest first: a consultant's, and an owner's
 * too (their menu leads to them from each project's page).
 */
export function MyContractsPage() {
  const { t, i18n } = useTranslation('network-contracts')
  const contracts = useMyContracts()
  const items = contracts.data?.items ?? []
  return (
    <section className="my-projects-list" aria-labelledby="contracts-title">
      <div className="my-projects-list__head">
        <h2 id="contracts-title">{t('mine.title')}</h2>
      </div>
      <ListState
        status={contracts.status}
        isEmpty={items.length === 0}
        emptyText={t('mine.empty')}
        errorText={t('mine.error')}
      >
        <ul className="my-projects-list__rows" aria-label={t('mine.listLabel')}>
          {items.map((contract) => {
            const other = contract.my_part === 'consultant' ? contract.owner : contract.consultant
            return (
              <li key={contract.id} className="my-projects-list__row">
                <div className="my-projects-list__summary">
                  <Link className="my-projects-list__title" to={contractPath(contract.id)}>
                    {contract.project.title ?? t('untitled')}
                  </Link>
                  <ContractStateBadge state={contract.state} />
                </div>
                <span className="muted">{t('mine.with', { name: other.name ?? t('erased') })}</span>
                <span className="muted">
                  {t('mine.terms', {
                    rate: formatEur(contract.day_rate, i18n.language),
                    from: formatDate(contract.starts_on, i18n.language),
                    to: formatDate(contract.ends_on, i18n.language),
                  })}
                </span>
              </li>
            )
          })}
        </ul>
      </ListState>
    </section>
  )
}
