import { useTranslation } from 'react-i18next'

/** Which life the state belongs to: its words differ ('paid' is a lead's or a commission's). */
export type StateKind = 'lead' | 'referral' | 'commission' | 'member' | 'allocation'

/** A lead's, referral's, commission's or membership's state as a coloured badge in the reader's language. */
export function StateBadge({ kind, state }: { kind: StateKind; state: string }) {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <span className={`iqstem-badge iqstem-badge--${state.toLowerCase()}`}>
      {t(`states.${kind}.${state}`, { defaultValue: state })}
    </span>
  )
}
