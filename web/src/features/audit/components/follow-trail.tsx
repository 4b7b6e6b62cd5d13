import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { useTrace } from '../api/trace-events.js'
import { EventTable } from './event-table.js'

/**
 * Follow an id (an order, a trade) across every stream: the order's acceptance, its fills, the
 * trade, then the settlement's steps, in log order.
 */
export function FollowTrail() {
  const { t } = useTranslation('audit')
  const [traceDraft, setTraceDraft] = useState('')
  const [traceId, setTraceId] = useState('')
  const trace = useTrace(traceId)

  return (
    <section className="card audit-section" aria-labelledby="trace-title">
      <h3 id="trace-title">{t('trace.title')}</h3>
      <p className="muted">{t('trace.hint')}</p>
      <form
        className="audit-filters"
        onSubmit={(e) => {
          e.preventDefault()
          setTraceId(traceDraft.trim())
        }}
      >
        <div className="field audit-filters__grow">
          <label htmlFor="trace-id">{t('trace.id')}</label>
          <input id="trace-id" value={traceDraft} onChange={(e) => setTraceDraft(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={traceDraft.trim().length < 4}>
          {t('trace.follow')}
        </button>
      </form>
      {traceId && (
        <ListState
          status={trace.status}
          isEmpty={trace.data?.events.length === 0}
          emptyText={t('trace.empty')}
          errorText={t('log.error')}
        >
          <p className="muted" role="status">
            {t('trace.found', { count: trace.data?.events.length ?? 0 })}
            {trace.data && !trace.data.complete && ` ${t('trace.partial')}`}
          </p>
          <ol className="trace-steps" aria-label={t('trace.steps')}>
            {trace.data?.events.map((event) => (
              <li key={event.position}>
                <span className="event-type">{event.type}</span> <code>{event.streamId}</code>
              </li>
            ))}
          </ol>
          <EventTable events={trace.data?.events ?? []} label={t('trace.title')} />
        </ListState>
      )}
    </section>
  )
}
