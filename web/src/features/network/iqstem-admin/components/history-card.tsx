import type { LeadHistoryEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { TransitionHistory } from '../../workflow/transition-history.js'

/**
 * What happened to a lead or a membership, newest first: the move, who made it (the admin's name,
 * the member, or the platform), when, and its message (notes, a reason).
 */
export function HistoryCard({
  process,
  entries,
}: {
  process: 'lead' | 'member'
  entries: readonly LeadHistoryEntry[]
}) {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <TransitionHistory
      title={t(`history.${process}Title`)}
      empty={t('history.empty')}
      lines={entries.map((entry) => ({
        at: entry.at,
        message: entry.message,
        label: t('history.line', {
          what: t(`history.${process}.${entry.transition}`, { defaultValue: entry.transition }),
          who: entry.by_name ?? t(`history.by.${entry.by}`),
        }),
      }))}
    />
  )
}
