import type { ApplicationState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** An application's state as a coloured label (the projects' badge, in its own colours): submitted, shortlisted, accepted, rejected... */
export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const { t } = useTranslation('network-applications')
  return (
    <span className={`project-badge application-badge application-badge--${state}`}>
      {t(`state.${state}`)}
    </span>
  )
}
