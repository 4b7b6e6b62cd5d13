import type { AdminActionEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { TransitionHistory } from '../../workflow/transition-history.js'
import { useExecPartnerCard } from '../api/exec-partner-cards.js'
import { cardStatusKey } from '../utils/card-status.js'
import { CardVisibilityButton } from './card-visibility-button.js'

/**
 * An executive partner's "Public card" section, for their details page (issue 18): whether their
 * card is on /our-leaders and in the search, hidden (since when, by whom, why) or not there at
 * all (not approved, or no headline), the button to hide or show it, and its history.
 *
 * @example <ExecPartnerCardControl userId={partner.user_id} />
 */
export function ExecPartnerCardControl({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('network-member-reports')
  const card = useExecPartnerCard(userId)
  const data = card.data
  const name = data ? [data.first_name, data.last_name].filter(Boolean).join(' ') : ''
  return (
    <section className="card card-control" aria-labelledby={`card-control-${userId}`}>
      <h3 id={`card-control-${userId}`}>{t('cards.sectionTitle')}</h3>
      {card.status === 'pending' && (
        <p className="muted" role="status">
          {t('common:state.loading')}
        </p>
      )}
      {card.status === 'error' && <p role="alert">{t('cards.error')}</p>}
      {data && (
        <>
          <p>
            <span className={`member-state member-state--${data.shown ? 'shown' : 'hidden'}`}>
              {t(`cards.${cardStatusKey(data)}`)}
            </span>
          </p>
          <p className="muted">
            {data.hidden
              ? t('cards.hiddenSince', {
                  date: data.hidden_at ? formatDate(data.hidden_at, i18n.language) : '—',
                  admin: data.hidden_by?.name || t('cards.someAdmin'),
                })
              : !data.has_card
                ? t('cards.noCardHint')
                : data.suspended
                  ? t('cards.suspendedHint')
                  : t('cards.shownHint')}
          </p>
          {data.hidden && data.reason && (
            <p className="card-control__reason">{t('cards.reasonLine', { reason: data.reason })}</p>
          )}
          <CardVisibilityButton userId={userId} hidden={data.hidden} name={name} />
          <CardHistory entries={data.history} />
        </>
      )}
    </section>
  )
}

/** The card's hides and shows, newest first, with the admin's name and the reason. */
function CardHistory({ entries }: { entries: readonly AdminActionEntry[] }) {
  const { t } = useTranslation('network-member-reports')
  return (
    <TransitionHistory
      title={t('cards.historyTitle')}
      empty={t('cards.historyEmpty')}
      // The api answers newest first; the history takes the oldest first.
      lines={[...entries].reverse().map((entry) => ({
        at: entry.at,
        label: t('cards.historyLine', {
          what: t(`cards.actions.${entry.action}`, { defaultValue: entry.action }),
          who: entry.admin?.name || t('cards.someAdmin'),
        }),
        message: typeof entry.changes.reason === 'string' ? entry.changes.reason : null,
      }))}
    />
  )
}
