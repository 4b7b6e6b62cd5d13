import type { Commission } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A commission's state as a coloured label: accrued (nothing paid yet), partly paid, paid. */
export function CommissionStateBadge({ state }: { state: Commission['state'] }) {
  const { t } = useTranslation('network-iqstem')
  return (
    <span className={`project-badge iqstem-badge iqstem-badge--${state}`}>
      {t(`commissionState.${state}`)}
    </span>
  )
}
