import { useTranslation } from 'react-i18next'

/**
 * A membership's status (ONBOARDING, PENDING, APPROVED, REJECTED) or an account's (ACTIVE,
 * SUSPENDED) as a coloured badge in the reader's language.
 */
export function MemberStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('network-member-admin')
  return (
    <span className={`member-badge member-badge--${status.toLowerCase()}`}>
      {t(`states.${status}`, { defaultValue: status })}
    </span>
  )
}
