import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useVotes } from '../api/get-votes.js'
import { formatDateTime, formatDecimal } from '../utils/format-decimal.js'

/** Vote history with results: weights per answer, and who chose what on a public vote. */
export function VoteHistoryPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const votes = useVotes()
  const lang = i18n.language
  return (
    <section aria-labelledby="votes-title">
      <h2 id="votes-title">{t('votes.title')}</h2>
      <ListState
        status={votes.status}
        isEmpty={votes.data?.length === 0}
        emptyText={t('votes.empty')}
        errorText={t('votes.loadError')}
      >
        <div className="admin-stack">
          {votes.data?.map((vote) => (
            <article key={vote.id} className="card" aria-labelledby={`vote-${vote.id}`}>
              <header className="admin-page__header">
                <h3 id={`vote-${vote.id}`}>{vote.title}</h3>
                <span className={`status-badge status-badge--${vote.open ? 'open' : 'closed'}`}>
                  {vote.open ? t('votes.open') : t('votes.closed')}
                </span>
              </header>
              <p className="muted">
                {t('votes.meta', {
                  end: formatDateTime(vote.endsAt, lang),
                  ballots: vote.ballots,
                  cast: formatDecimal(vote.castWeight, lang),
                  eligible: formatDecimal(vote.eligibleWeight, lang),
                })}{' '}
                · {vote.isPublic ? t('votes.public') : t('votes.private')}
              </p>
              {vote.results.map((result) => (
                <div key={result.question} className="vote-result">
                  <h4>{result.question}</h4>
                  <ul>
                    {result.answers.map((answer) => (
                      <li key={answer.answer}>
                        <span>{answer.answer}</span>{' '}
                        <strong className="num">{formatDecimal(answer.weight, lang)}</strong>
                        {answer.voters && answer.voters.length > 0 && (
                          <span className="muted"> — {answer.voters.map((v) => v.name).join(', ')}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </article>
          ))}
        </div>
      </ListState>
    </section>
  )
}
