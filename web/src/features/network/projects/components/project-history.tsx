import type { ProjectHistoryEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '../utils/format-moment.js'

/** What happened to the project, newest first: the step, who took it (you or the platform), when. */
export function ProjectHistory({ entries }: { entries: readonly ProjectHistoryEntry[] }) {
  const { t, i18n } = useTranslation('network-projects')
  return (
    <section className="card project-history" aria-labelledby="project-history-title">
      <h3 id="project-history-title">{t('detail.history')}</h3>
      {entries.length === 0 ? (
        <p className="muted">{t('detail.historyEmpty')}</p>
      ) : (
        <ol className="project-history__entries">
          {[...entries].reverse().map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span>
                {t('detail.historyEntry', {
                  transition: t(`transitions.${entry.transition}`, { defaultValue: entry.transition }),
                  who: t(entry.by_owner ? 'detail.byOwner' : 'detail.byPlatform'),
                })}
              </span>
              <time className="muted" dateTime={entry.at}>
                {formatMoment(entry.at, i18n.language)}
              </time>
              {entry.message && <p className="project-history__message">{entry.message}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
