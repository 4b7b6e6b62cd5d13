import type { AdminActionEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { TransitionHistory } from '../../workflow/transition-history.js'

/**
 * What the admins did to the member, newest first: each action, who, when, and the words that went
 * with it (a reason, a request). The api's admin journal (record type `member`).
 */
export function AdminHistory({ entries }: { entries: readonly AdminActionEntry[] }) {
  const { t } = useTranslation('network-member-admin')
  return (
    <TransitionHistory
      title={t('history.title')}
      empty={t('history.empty')}
      // The api answers newest first; the history takes the oldest first.
      lines={[...entries].reverse().map((entry) => ({
        at: entry.at,
        label: t('history.line', {
          what: t(`history.actions.${entry.action}`, { defaultValue: entry.action }),
          who: entry.admin?.name || t('history.someAdmin'),
        }),
        message: typeof entry.changes.reason === 'string' ? entry.changes.reason : null,
      }))}
    />
  )
}
