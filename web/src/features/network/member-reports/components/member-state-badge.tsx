import type { MemberReportState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A member's state as a coloured badge in the reader's language. */
export function MemberStateBadge({ state }: { state: MemberReportState }) {
  const { t } = useTranslation('network-member-reports')
  return <span className={`member-state member-state--${state.toLowerCase()}`}>{t(`states.${state}`)}</span>
}
