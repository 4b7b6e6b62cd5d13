import { useTranslation } from 'react-i18next'
import { EventLog } from './event-log.js'
import { TimeTravel } from './time-travel.js'
import './audit.css'

/** The auditor's view: the event log, a trade's trail, and the market as it was at a past position. */
export function AuditPage() {
  const { t } = useTranslation('audit')
  return (
    <section className="audit" aria-labelledby="audit-title">
      <header className="audit__header">
        <h2 id="audit-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
      </header>
      <EventLog />
      <TimeTravel />
    </section>
  )
}
