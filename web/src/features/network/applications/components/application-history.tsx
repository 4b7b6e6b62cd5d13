import type { Application } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '../../projects/utils/format-moment.js'

/** What happened to the application, newest first: the step, by the platform or not, when, the message. */
export function ApplicationHistory({ entries }: { entries: Application['history'] }) {
  const { t, i18n } = useTranslation('network-applications')
  return (
    <section className="card project-history" aria-labelledby="application-history-title">
      <h3 id="application-history-title">{t('detail.history')}</h3>
      <ol className="project-history__entries">
        {[...entries].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span>
              {t(`transitions.${entry.transition}`, { defaultValue: entry.transition })}
              {entry.by_system && <span className="muted"> ({t('detail.bySystem')})</span>}
            </span>
            <time className="muted" dateTime={entry.at}>
              {formatMoment(entry.at, i18n.language)}
            </time>
            {entry.message && <p className="project-history__message">{entry.message}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
