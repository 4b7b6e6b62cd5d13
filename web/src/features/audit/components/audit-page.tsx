import { useTranslation } from 'react-i18next'
import { AuditTabs } from './audit-tabs.js'
import { ChainAnchor } from './chain-anchor.js'
import { EventLog } from './event-log.js'
import { FollowTrail } from './follow-trail.js'
import { ReplayCompare } from './replay-compare.js'
import { TimeTravel } from './time-travel.js'
import './audit.css'

/**
 * The auditor's view: the event log, a trade's trail, the market as it was at a past position, and
 * the replay of the whole log compared with the live state, one tab each (issue 14: they were
 * stacked below a 100-row log, thousands of pixels down). Above them, the last anchor of the log on
 * chain (issue 19).
 */
export function AuditPage() {
  const { t } = useTranslation('audit')
  return (
    <section className="audit" aria-labelledby="audit-title">
      <header className="audit__header">
        <h2 id="audit-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
      </header>
      <ChainAnchor />
      <AuditTabs
        label={t('tabs.label')}
        tabs={[
          { key: 'log', label: t('tabs.log'), panel: <EventLog /> },
          { key: 'follow', label: t('tabs.follow'), panel: <FollowTrail /> },
          { key: 'travel', label: t('tabs.travel'), panel: <TimeTravel /> },
          { key: 'replay', label: t('tabs.replay'), panel: <ReplayCompare /> },
        ]}
      />
    </section>
  )
}
