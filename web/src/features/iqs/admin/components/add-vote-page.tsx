import { FieldError } from '../../../../components/ui/field-error.js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useCreateVote } from '../api/create-vote.js'
import { ConfirmButton } from './confirm-button.js'
import { useErrorText } from './use-error-text.js'

interface Draft {
  question: string
  answers: string[]
}
const emptyQuestion = (): Draft => ({ question: '', answers: ['', ''] })

/** Add a vote (spec §3 Vote): questions with answers, end date, public or private, multiple answers. */
export function AddVotePage() {
  const { t } = useTranslation('iqs-admin')
  const create = useCreateVote()
  const errorText = useErrorText()
  const [title, setTitle] = useState('')
  const [questions, setQuestions] = useState<Draft[]>([emptyQuestion()])
  const [endDate, setEndDate] = useState('')
  const [isPublic, setIsPublic] = useState(false)
  const [multipleAnswers, setMultipleAnswers] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const edit = (index: number, change: (q: Draft) => Draft) =>
    setQuestions((qs) => qs.map((q, i) => (i === index ? change(q) : q)))
  const validate = () => {
    const complete =
      title.trim() &&
      questions.every((q) => q.question.trim() && q.answers.filter((a) => a.trim()).length >= 2)
    const message = !complete
      ? t('vote.incomplete')
      : !endDate || new Date(endDate).getTime() <= Date.now()
        ? t('vote.endInFuture')
        : null
    setError(message)
    return message === null
  }
  const submit = () =>
    create.mutate(
      {
        title: title.trim(),
        questions: questions.map((q) => ({
          question: q.question.trim(),
          answers: q.answers.map((a) => a.trim()).filter(Boolean),
        })),
        endDate: new Date(endDate).toISOString(),
        isPublic,
        multipleAnswers,
      },
      {
        onSuccess: () => {
          toast.success(t('vote.success'))
          setTitle('')
          setQuestions([emptyQuestion()])
          setEndDate('')
        },
        onError: (e) => toast.error(errorText(e, 'errors.VOTE_CREATE_FAILED')),
      },
    )

  return (
    <section aria-labelledby="vote-title" className="admin-narrow">
      <h2 id="vote-title">{t('vote.title')}</h2>
      <form className="card admin-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor="vote-name">{t('vote.name')}</label>
          <input id="vote-name" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {questions.map((q, qi) => (
          <fieldset key={qi} className="vote-question">
            <legend>{t('vote.questionN', { n: qi + 1 })}</legend>
            <div className="field">
              <label htmlFor={`vote-q-${qi}`}>{t('vote.question')}</label>
              <input
                id={`vote-q-${qi}`}
                value={q.question}
                onChange={(e) => edit(qi, (d) => ({ ...d, question: e.target.value }))}
              />
            </div>
            {q.answers.map((answer, ai) => (
              <div className="field" key={ai}>
                <label htmlFor={`vote-q-${qi}-a-${ai}`}>{t('vote.answerN', { n: ai + 1 })}</label>
                <input
                  id={`vote-q-${qi}-a-${ai}`}
                  value={answer}
                  onChange={(e) =>
                    edit(qi, (d) => ({
                      ...d,
                      answers: d.answers.map((a, i) => (i === ai ? e.target.value : a)),
                    }))
                  }
                />
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => edit(qi, (d) => ({ ...d, answers: [...d.answers, ''] }))}
            >
              {t('vote.addAnswer')}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setQuestions((qs) => [...qs, emptyQuestion()])}
        >
          {t('vote.addQuestion')}
        </button>
        <div className="field">
          <label htmlFor="vote-end">{t('vote.endDate')}</label>
          <input
            id="vote-end"
            type="datetime-local"
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
          {t('vote.public')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={multipleAnswers}
            onChange={(e) => setMultipleAnswers(e.target.checked)}
          />
          {t('vote.multiple')}
        </label>
        <FieldError message={error} />
        <div className="admin-actions">
          <ConfirmButton
            beforeOpen={validate}
            pending={create.isPending}
            question={t('vote.confirm', { title })}
            onConfirm={submit}
          >
            {t('vote.create')}
          </ConfirmButton>
        </div>
      </form>
    </section>
  )
}
