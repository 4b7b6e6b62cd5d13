import type { ContractState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A contract's state as a coloured label (the projects' badge, in the contracts' colours). */
export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation('network-contracts')
  return (
    <span className={`project-badge contract-badge contract-badge--${state}`}>{t(`state.${state}`)}</span>
  )
}
