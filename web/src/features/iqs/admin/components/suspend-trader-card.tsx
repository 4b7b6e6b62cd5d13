import type { SuspendedTrader, WhiteListEntry } from '@iqs/protocol'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useSuspendedTraders } from '../api/get-suspended-traders.js'
import { useApprovedTraders } from '../api/search-approved-traders.js'
import { useSuspendTrader } from '../api/suspend-trader.js'
import { formatDateTime } from '../utils/format-decimal.js'
import { useDebouncedValue } from '../utils/use-debounced-value.js'
import { ConfirmButton } from './confirm-button.js'
import { StatusBadge } from './status-badge.js'
import { useErrorText } from './use-error-text.js'

interface Trader {
  id: number
  name: string
  email: string
}

const fromEntry = (entry: WhiteListEntry | SuspendedTrader): Trader => ({
  id: entry.user_id,
  name: `${entry.first_name} ${entry.last_name}`.trim() || entry.email,
  email: entry.email,
})

/**
 * One trader's trading privileges (spec §4): the admin finds an approved trader by name or e-mail
 * and suspends them on both markets, and sees who is suspended now, each with a way back. A user
 * id typed by hand could name the wrong person; a name and an e-mail cannot.
 */
export function SuspendTraderCard() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search.trim(), 250)
  const matches = useApprovedTraders(term)
  const suspended = useSuspendedTraders()
  const suspend = useSuspendTrader()
  const errorText = useErrorText()
  const suspendedIds = new Set(suspended.data?.map((trader) => trader.user_id))

  const run = (trader: Trader, suspending: boolean) =>
    suspend.mutate(
      { userId: trader.id, suspended: suspending },
      {
        onSuccess: () =>
          toast.success(t(suspending ? 'market.success.suspendTrader' : 'market.success.restoreTrader')),
        onError: (e) => toast.error(errorText(e, 'market.errors.suspendTrader')),
      },
    )
  const restoreButton = (trader: Trader) => (
    <ConfirmButton
      variant="secondary"
      pending={suspend.isPending}
      question={t('market.confirm.restoreTrader', { name: trader.name, email: trader.email })}
      onConfirm={() => run(trader, false)}
    >
      {t('market.restoreTrader')}
    </ConfirmButton>
  )

  return (
    <section className="card" aria-labelledby="mc-trader">
      <h3 id="mc-trader">{t('market.suspendTrader')}</h3>
      <div className="field">
        <label htmlFor="mc-trader-search">{t('market.traderSearch')}</label>
        <input
          id="mc-trader-search"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {term && (
        <ListState
          status={matches.status}
          isEmpty={matches.data?.length === 0}
          emptyText={t('market.noTraderMatch')}
          errorText={t('market.tradersLoadError')}
        >
          <ul className="trader-list" aria-label={t('market.traderMatches')}>
            {matches.data?.map((entry) => {
              const trader = fromEntry(entry)
              return (
                <TraderItem key={trader.id} trader={trader}>
                  {suspendedIds.has(trader.id) ? (
                    <>
                      <StatusBadge status="SUSPENDED" />
                      {restoreButton(trader)}
                    </>
                  ) : (
                    <ConfirmButton
                      variant="danger"
                      pending={suspend.isPending}
                      question={t('market.confirm.suspendTrader', { name: trader.name, email: trader.email })}
                      onConfirm={() => run(trader, true)}
                    >
                      {t('market.suspendTraderAction')}
                    </ConfirmButton>
                  )}
                </TraderItem>
              )
            })}
          </ul>
        </ListState>
      )}
      <h4 id="mc-suspended" className="trader-list__title">
        {t('market.suspendedNow')}
      </h4>
      <ListState
        status={suspended.status}
        isEmpty={suspended.data?.length === 0}
        emptyText={t('market.noneSuspended')}
        errorText={t('market.tradersLoadError')}
      >
        <ul className="trader-list" aria-labelledby="mc-suspended">
          {suspended.data?.map((entry) => {
            const trader = fromEntry(entry)
            return (
              <TraderItem
                key={trader.id}
                trader={trader}
                note={t('market.suspendedSince', {
                  date: formatDateTime(entry.suspended_at, i18n.language),
                  markets: entry.instruments.join(' · '),
                })}
              >
                {restoreButton(trader)}
              </TraderItem>
            )
          })}
        </ul>
      </ListState>
    </section>
  )
}

/** A trader in one of the card's lists: the name, the e-mail (and a note) under it, the actions beside. */
function TraderItem(props: { trader: Trader; note?: string; children: ReactNode }) {
  return (
    <li className="trader-list__item">
      <div className="trader-list__who">
        <strong>{props.trader.name}</strong>
        <div className="muted small person-cell__email">{props.trader.email}</div>
        {props.note && <div className="muted small">{props.note}</div>}
      </div>
      <div className="admin-actions trader-list__actions">{props.children}</div>
    </li>
  )
}
