import type { ReferralState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A sponsored consultant's state as a coloured label: invited, registered, approved, on contract. */
export function ReferralStateBadge({ state }: { state: ReferralState }) {
  const { t } = useTranslation('network-iqstem')
  return (
    <span className={`project-badge iqstem-badge iqstem-badge--${state}`}>{t(`referralState.${state}`)}</span>
  )
}
