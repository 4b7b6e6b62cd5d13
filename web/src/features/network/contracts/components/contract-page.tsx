import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConversationPanel } from '../../conversations/components/conversation-panel.js'
import { QueryState } from '../../../../components/ui/query-state.js'
import { useContract } from '../api/get-contracts.js'
import { canReview } from '../utils/contract-actions.js'
import { criteriaPath, myContractsPath, newReviewPath } from '../utils/contract-paths.js'
import { ContractActions } from './contract-actions.js'
import { ContractHistory } from './contract-history.js'
import { ContractKpis } from './contract-kpis.js'
import { ContractStateBadge } from './contract-state-badge.js'
import { ContractTerms } from './contract-terms.js'
import './contracts.css'

/**
 * /my-projects/contracts/:contractId: the terms, the signatures, the state and its history, the
 * KPIs (and their results once completed), the steps the reader may take, the conversation of the
 * application it came from, and the way to the review once it is completed.
 */
export function ContractPage({ contractId }: { contractId: string }) {
  const { t } = useTranslation('network-contracts')
  const contract = useContract(contractId)
  if (contract.status !== 'success')
    return (
      <QueryState
        ns="network-contracts"
        query={contract}
        notFoundKey="detail.notFound"
        errorKey="detail.error"
        back={{ to: myContractsPath, labelKey: 'detail.back' }}
      />
    )
  const data = contract.data
  return (
    <div className="project-page contract-page">
      <Link className="project-page__back" to={myContractsPath}>
        ← {t('detail.back')}
      </Link>
      <div className="project-page__head">
        <h2>{data.project.title ?? t('untitled')}</h2>
        <ContractStateBadge state={data.state} />
      </div>
      <div className="project-page__bar">
        <ContractActions contract={data} />
        {canReview(data, new Date()) && (
          <Link className="button button--secondary" to={newReviewPath(data.id)}>
            {t('detail.review')}
          </Link>
        )}
        <Link to={criteriaPath(data.project.id)}>{t('detail.criteria')}</Link>
      </div>
      <ContractTerms contract={data} />
      <ContractKpis
        kpis={data.kpis}
        results={data.kpi_results}
        multiple={data.success_multiple}
        due={data.success_fee_due}
        headingId="contract-kpis-title"
        title={t('kpis.title')}
      />
      {data.my_part !== 'admin' && <ConversationPanel applicationId={data.application_id} />}
      <ContractHistory entries={data.history} />
    </div>
  )
}
