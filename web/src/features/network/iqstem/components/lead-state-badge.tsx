import type { LeadState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A lead's state as a coloured label: submitted, qualified, converted, contract signed, paid, lost. */
export function LeadStateBadge({ state }: { state: LeadState }) {
  const { t } = useTranslation('network-iqstem')
  return (
    <span className={`project-badge iqstem-badge iqstem-badge--${state}`}>{t(`leadState.${state}`)}</span>
  )
}
