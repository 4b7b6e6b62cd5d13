import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '../projects/utils/format-moment.js'
import './transition-history.css'

/** One recorded move of a network process (project, application, contract), in words already. */
export interface HistoryLine {
  at: string
  /** What happened and, where it matters, who did it: translated by the caller. */
  label: string
  message: string | null
}

/**
 * What happened to an entity, newest first: each move, when, and the message that came with it.
 * Every process of the network shows its `network_transitions` rows with it; each caller words
 * its own transitions.
 */
export function TransitionHistory({
  title,
  lines,
  empty,
}: {
  title: string
  /** Oldest first, as the API sends them. */
  lines: readonly HistoryLine[]
  /** Shown when nothing happened yet; omitted: the list is shown empty. */
  empty?: string
}) {
  const { i18n } = useTranslation()
  const titleId = useId()
  return (
    <section className="card project-history" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {lines.length === 0 && empty ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="project-history__entries">
          {[...lines].reverse().map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <span>{line.label}</span>
              <time className="muted" dateTime={line.at}>
                {formatMoment(line.at, i18n.language)}
              </time>
              {line.message && <p className="project-history__message">{line.message}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
