import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../../components/ui/query-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useCriteria } from '../api/get-contracts.js'
import { contractPath, myContractsPath } from '../utils/contract-paths.js'
import { ContractKpis } from './contract-kpis.js'
import './contracts.css'

/**
 * /my-projects/criteria/:projectId (spec §2): the project's KPIs and success-fee terms, and per
 * completed contract the measured values, the multiple and the success fee due.
 */
export function CriteriaPage({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('network-contracts')
  const criteria = useCriteria(projectId)
  if (criteria.status !== 'success')
    return (
      <QueryState
        ns="network-contracts"
        query={criteria}
        notFoundKey="criteria.notFound"
        errorKey="criteria.error"
        back={{ to: myContractsPath, labelKey: 'detail.back' }}
      />
    )
  const data = criteria.data
  const eur = (value: string | null) => (value === null ? t('none') : formatEur(value, i18n.language))
  const percent = (value: number | null) => (value === null ? t('none') : `${value} %`)
  return (
    <div className="project-page criteria-page">
      <div className="project-page__head">
        <h2>{t('criteria.title', { title: data.project.title ?? t('untitled') })}</h2>
      </div>
      <section className="card project-facts-view" aria-labelledby="criteria-terms-title">
        <h3 id="criteria-terms-title">{t('criteria.terms')}</h3>
        <dl className="project-facts-view__list">
          <div>
            <dt>{t('terms.baseFee')}</dt>
            <dd>{eur(data.base_fee)}</dd>
          </div>
          <div>
            <dt>{t('terms.successFee')}</dt>
            <dd>{eur(data.success_fee)}</dd>
          </div>
          <div>
            <dt>{t('terms.bounds')}</dt>
            <dd>
              {t('terms.boundsValue', {
                bonus: percent(data.bonus_percent),
                malus: percent(data.malus_percent),
              })}
            </dd>
          </div>
        </dl>
        <p className="field__hint">{t('criteria.rule')}</p>
      </section>
      <ContractKpis
        kpis={data.kpis}
        results={null}
        multiple={null}
        due={null}
        headingId="criteria-kpis-title"
        title={t('kpis.title')}
      />
      <section aria-labelledby="criteria-results-title">
        <h3 id="criteria-results-title">{t('criteria.results')}</h3>
        {data.contracts.length === 0 && <p className="muted">{t('criteria.noResults')}</p>}
        {data.contracts.map((contract) => (
          <div key={contract.id}>
            <p>
              <Link to={contractPath(contract.id)}>
                {t('criteria.contractOf', {
                  name: contract.consultant.name ?? t('erased'),
                  date: contract.completed_at ? formatDate(contract.completed_at, i18n.language) : '',
                })}
              </Link>
            </p>
            <ContractKpis
              kpis={data.kpis}
              results={contract.kpi_results}
              multiple={contract.success_multiple}
              due={contract.success_fee_due}
              headingId={`criteria-contract-${contract.id}`}
              title={t('criteria.measured')}
            />
          </div>
        ))}
      </section>
    </div>
  )
}
