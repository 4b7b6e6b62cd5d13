import { percentOf, sumQuantities, type MemberVote } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatDate } from '../../../../lib/format.js'
import { useCastBallot, useVotes } from '../api/votes.js'
import { formatQuantity } from '../../market/utils/money.js'

/** /my-iqs-tokens/voting: open votes to cast, and the results where they are public. */
export function VotingPage() {
  const { t } = useTranslation('iqs-member')
  const votes = useVotes()
  const items = votes.data ?? []
  return (
    <section className="iqs-stack" aria-labelledby="votes-title">
      <h2 id="votes-title">{t('votes.title')}</h2>
      {votes.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t('votes.empty')}</p>
      ) : (
        items.map((vote) => <VoteCard key={vote.id} vote={vote} />)
      )}
    </section>
  )
}

function VoteCard({ vote }: { vote: MemberVote }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const cast = useCastBallot()
  const [choices, setChoices] = useState<number[][]>(() => vote.questions.map(() => []))
  const canVote = vote.open && !vote.myBallot && Number(vote.myWeight) > 0
  const showResults = vote.isPublic || !vote.open

  const toggle = (q: number, a: number) =>
    setChoices((all) =>
      all.map((chosen, i) =>
        i !== q
          ? chosen
          : vote.multipleAnswers
            ? chosen.includes(a)
              ? chosen.filter((x) => x !== a)
              : [...chosen, a]
            : [a],
      ),
    )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    cast.mutate(
      { id: vote.id, choices },
      { onSuccess: () => toast.success(t('votes.cast')), onError: () => toast.error(t('votes.failed')) },
    )
  }

  return (
    <article className="card vote">
      <h3>{vote.title}</h3>
      <p className="muted">
        {t(vote.open ? 'votes.endsOn' : 'votes.endedOn', { date: formatDate(vote.endsAt, lng) })} ·{' '}
        {t(vote.isPublic ? 'votes.public' : 'votes.private')} ·{' '}
        {t('votes.weight', { weight: formatQuantity(vote.myWeight, lng) })}
      </p>
      {vote.myBallot && <p className="check-yes">{t('votes.already')}</p>}
      {!vote.myBallot && vote.open && Number(vote.myWeight) === 0 && (
        <p className="muted">{t('votes.noWeight')}</p>
      )}
      <form onSubmit={onSubmit}>
        {vote.questions.map((question, q) => {
          const result = vote.results[q]
          // Vote weights are whole shares: summed and shared out exactly (protocol money module).
          const totalWeight = sumQuantities(result?.answers.map((a) => a.weight) ?? [])
          return (
            <fieldset key={question.question} className="vote__question">
              <legend>{question.question}</legend>
              {question.answers.map((answer, a) => {
                const weight = result?.answers[a]?.weight ?? '0'
                const voters = result?.answers[a]?.voters
                return (
                  <div key={answer} className="vote__answer">
                    {canVote ? (
                      <label className="check">
                        <input
                          type={vote.multipleAnswers ? 'checkbox' : 'radio'}
                          name={`${vote.id}-${q}`}
                          checked={choices[q]?.includes(a) ?? false}
                          onChange={() => toggle(q, a)}
                        />
                        {answer}
                      </label>
                    ) : (
                      <span>{answer}</span>
                    )}
                    {showResults && (
                      <span className="vote__result">
                        <span
                          className="vote__bar"
                          style={{ width: `${percentOf(weight, totalWeight, 2) ?? 0}%` }}
                        />
                        <span>
                          {formatQuantity(weight, lng)} ({percentOf(weight, totalWeight, 0) ?? 0} %)
                          {voters && voters.length > 0 && ` — ${voters.map((v) => v.name).join(', ')}`}
                        </span>
                      </span>
                    )}
                  </div>
                )
              })}
            </fieldset>
          )
        })}
        {!showResults && <p className="muted">{t('votes.resultsPrivate')}</p>}
        {canVote && (
          <button
            className="button"
            type="submit"
            disabled={cast.isPending || choices.some((c) => c.length === 0)}
          >
            {t('votes.submit')}
          </button>
        )}
      </form>
    </article>
  )
}
