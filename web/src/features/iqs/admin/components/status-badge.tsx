import { useTranslation } from 'react-i18next'

/** A white-list, settlement or market status as a coloured badge, its text in the visitor's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('iqs-admin')
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  )
}
