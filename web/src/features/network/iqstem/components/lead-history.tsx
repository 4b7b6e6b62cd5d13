import type { LeadHistoryEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { TransitionHistory } from '../../workflow/transition-history.js'

/**
 * What happened to the lead, newest first: the step, who took it (you, or IQS: the member is not
 * told which admin), when, and the message that came with it (a loss's reason).
 */
export function LeadHistory({ entries }: { entries: readonly LeadHistoryEntry[] }) {
  const { t } = useTranslation('network-iqstem')
  return (
    <TransitionHistory
      title={t('lead.history')}
      empty={t('lead.historyEmpty')}
      lines={entries.map((entry) => ({
        at: entry.at,
        message: entry.message,
        label: t('lead.historyEntry', {
          transition: t(`transitions.${entry.transition}`, { defaultValue: entry.transition }),
          who: t(entry.by === 'member' ? 'lead.byYou' : 'lead.byIqs'),
        }),
      }))}
    />
  )
}
