import type { ChainTxState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** Where a chain transaction stands (pending, sent, mined, skipped, failed) as a coloured badge. */
export function ChainStateBadge({ state }: { state: ChainTxState }) {
  const { t } = useTranslation('iqs-admin')
  return <span className={`status-badge status-badge--chain-${state}`}>{t(`chain.states.${state}`)}</span>
}
