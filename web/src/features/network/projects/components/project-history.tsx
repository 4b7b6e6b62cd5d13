import type { ProjectHistoryEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { TransitionHistory } from '../../workflow/transition-history.js'

/** What happened to the project, newest first: the step, who took it (you or the platform), when. */
export function ProjectHistory({ entries }: { entries: readonly ProjectHistoryEntry[] }) {
  const { t } = useTranslation('network-projects')
  return (
    <TransitionHistory
      title={t('detail.history')}
      empty={t('detail.historyEmpty')}
      lines={entries.map((entry) => ({
        at: entry.at,
        message: entry.message,
        label: t('detail.historyEntry', {
          transition: t(`transitions.${entry.transition}`, { defaultValue: entry.transition }),
          who: t(entry.by_owner ? 'detail.byOwner' : 'detail.byPlatform'),
        }),
      }))}
    />
  )
}
