import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { useEvents, type EventLogFilters } from '../api/get-events.js'
import { EventTable } from './event-table.js'

const PAGE = 100

/**
 * The event log browser: filter by stream (exact, or a prefix with `*`) and
 * type, page through positions.
 */
export function EventLog() {
  const { t } = useTranslation('audit')
  const [filters, setFilters] = useState<EventLogFilters>({ from: 1, limit: PAGE })
  const [draft, setDraft] = useState({ stream: '', type: '', from: '1' })
  const [history, setHistory] = useState<number[]>([])
  const events = useEvents(filters)

  return (
    <section className="card audit-section" aria-labelledby="log-title">
      <h3 id="log-title">{t('log.title')}</h3>
      <form
        className="audit-filters"
        role="search"
        aria-label={t('log.filters')}
        onSubmit={(e) => {
          e.preventDefault()
          setHistory([])
          setFilters({
            from: Math.max(1, Number(draft.from) || 1),
            limit: PAGE,
            stream: draft.stream.trim() || undefined,
            type: draft.type.trim() || undefined,
          })
        }}
      >
        <div className="field">
          <label htmlFor="log-stream">{t('log.stream')}</label>
          <input
            id="log-stream"
            placeholder="settlement-*"
            value={draft.stream}
            onChange={(e) => setDraft({ ...draft, stream: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="log-type">{t('log.type')}</label>
          <input
            id="log-type"
            placeholder="TradeExecuted"
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          />
        </div>
        <div className="field field--narrow">
          <label htmlFor="log-from">{t('log.from')}</label>
          <input
            id="log-from"
            inputMode="numeric"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <button type="submit" className="button">
          {t('log.apply')}
        </button>
      </form>
      <ListState
        status={events.status}
        isEmpty={events.data?.events.length === 0}
        emptyText={t('log.empty')}
        errorText={t('log.error')}
      >
        <EventTable events={events.data?.events ?? []} label={t('log.title')} />
        <nav className="audit-pager" aria-label={t('log.pages')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={history.length === 0}
            onClick={() => {
              const previous = history[history.length - 1] ?? 1
              setHistory(history.slice(0, -1))
              setFilters({ ...filters, from: previous })
            }}
          >
            {t('log.previous')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!events.data?.next}
            onClick={() => {
              if (!events.data?.next) return
              setHistory([...history, filters.from])
              setFilters({ ...filters, from: events.data.next })
            }}
          >
            {t('log.next')}
          </button>
        </nav>
      </ListState>
    </section>
  )
}
