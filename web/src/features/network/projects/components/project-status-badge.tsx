import type { ProjectStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A project's state as a coloured label: draft, published (on the board), closed. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('network-projects')
  return <span className={`project-badge project-badge--${status}`}>{t(`status.${status}`)}</span>
}
