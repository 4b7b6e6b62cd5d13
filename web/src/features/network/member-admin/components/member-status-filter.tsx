import { useTranslation } from 'react-i18next'

/** One button per status; the pressed one is the list shown. */
export function MemberStatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[]
  value: S
  onChange: (status: S) => void
}) {
  const { t } = useTranslation('network-member-admin')
  return (
    <div className="member-chips" role="group" aria-label={t('review.filter')}>
      {statuses.map((status) => (
        <button key={status} type="button" aria-pressed={value === status} onClick={() => onChange(status)}>
          {t(`states.${status}`)}
        </button>
      ))}
    </div>
  )
}
