import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMyContracts } from '../api/get-contracts.js'
import { contractPath } from '../utils/contract-paths.js'

/** On an accepted application's page: the way to the contract it became. Nothing before that. */
export function ApplicationContractLink({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('network-contracts')
  const contracts = useMyContracts()
  const contract = contracts.data?.items.find((c) => c.application_id === applicationId)
  if (!contract) return null
  return (
    <Link className="button" to={contractPath(contract.id)}>
      {t('application.open')}
    </Link>
  )
}
