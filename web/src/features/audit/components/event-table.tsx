import type { LogEvent } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Events as rows; a click opens the event's JSON (data, metadata, hash) below its row. */
export function EventTable({ events, label }: { events: LogEvent[]; label: string }) {
  const { t, i18n } = useTranslation('audit')
  const [open, setOpen] = useState<number | null>(null)
  const time = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  })
  return (
    <div className="table-wrap">
      <table className="audit-table" aria-label={label}>
        <thead>
          <tr>
            <th className="num">{t('columns.position')}</th>
            <th>{t('columns.recorded')}</th>
            <th>{t('columns.stream')}</th>
            <th className="num">{t('columns.version')}</th>
            <th>{t('columns.type')}</th>
            <th>
              <span className="visually-hidden">{t('columns.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRow
              key={event.position}
              event={event}
              recorded={time.format(new Date(event.recordedAt))}
              open={open === event.position}
              onToggle={() => setOpen(open === event.position ? null : event.position)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function EventRow(props: { event: LogEvent; recorded: string; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('audit')
  const { event } = props
  return (
    <>
      <tr className={props.open ? 'is-open' : undefined}>
        <td className="num">{event.position}</td>
        <td>{props.recorded}</td>
        <td>
          <code>{event.streamId}</code>
        </td>
        <td className="num">{event.streamVersion}</td>
        <td>
          <span className="event-type">{event.type}</span>
        </td>
        <td>
          <button
            type="button"
            className="link-button"
            aria-expanded={props.open}
            onClick={props.onToggle}
            aria-label={t('open', { position: event.position })}
          >
            {props.open ? t('close') : t('view')}
          </button>
        </td>
      </tr>
      {props.open && (
        <tr className="audit-json-row">
          <td colSpan={6}>
            <pre className="audit-json" aria-label={t('jsonOf', { position: event.position })}>
              {JSON.stringify(
                {
                  eventId: event.eventId,
                  schemaVersion: event.schemaVersion,
                  data: event.data,
                  metadata: event.metadata,
                  hash: event.hash,
                },
                null,
                2,
              )}
            </pre>
          </td>
        </tr>
      )}
    </>
  )
}
