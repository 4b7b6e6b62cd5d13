import type { Application } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { TransitionHistory } from '../../workflow/transition-history.js'

/** What happened to the application, newest first: the step, by the platform or not, when, the message. */
export function ApplicationHistory({ entries }: { entries: Application['history'] }) {
  const { t } = useTranslation('network-applications')
  return (
    <TransitionHistory
      title={t('detail.history')}
      lines={entries.map((entry) => ({
        at: entry.at,
        message: entry.message,
        label:
          t(`transitions.${entry.transition}`, { defaultValue: entry.transition }) +
          (entry.by_system ? ` (${t('detail.bySystem')})` : ''),
      }))}
    />
  )
}
