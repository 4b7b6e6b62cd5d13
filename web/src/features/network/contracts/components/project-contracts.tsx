import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMyContracts } from '../api/get-contracts.js'
import { contractPath, criteriaPath } from '../utils/contract-paths.js'
import { ContractStateBadge } from './contract-state-badge.js'
import './contracts.css'

/**
 * The owner's contracts of one project, on its page: each with its consultant and state, and the
 * way to the project's success-fee criteria. Nothing while there is none.
 */
export function ProjectContracts({ projectId }: { projectId: number }) {
  const { t } = useTranslation('network-contracts')
  const contracts = useMyContracts()
  const items = (contracts.data?.items ?? []).filter(
    (c) => c.project.id === projectId && c.my_part === 'owner',
  )
  if (items.length === 0) return null
  return (
    <section className="card" aria-labelledby="project-contracts-title">
      <h3 id="project-contracts-title">{t('project.title')}</h3>
      <ul className="my-projects-list__rows">
        {items.map((contract) => (
          <li key={contract.id} className="my-projects-list__row">
            <div className="my-projects-list__summary">
              <Link to={contractPath(contract.id)}>
                {t('project.with', { name: contract.consultant.name ?? t('erased') })}
              </Link>
              <ContractStateBadge state={contract.state} />
            </div>
          </li>
        ))}
      </ul>
      <Link to={criteriaPath(projectId)}>{t('project.criteria')}</Link>
    </section>
  )
}
