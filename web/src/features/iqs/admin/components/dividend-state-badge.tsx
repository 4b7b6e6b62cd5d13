import type { DividendState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** Where a dividend stands (declared, fixed, paid, cancelled) as a coloured badge. */
export function DividendStateBadge({ state }: { state: DividendState }) {
  const { t } = useTranslation('iqs-admin')
  return (
    <span className={`status-badge status-badge--dividend-${state.toLowerCase()}`}>
      {t(`dividends.states.${state}`)}
    </span>
  )
}
