import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_REVIEW_COMMENT, REVIEW_CRITERIA, reviewRequestSchema, type ReviewRequest } from '@iqs/protocol'
import { useId } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldError } from '../../../../components/ui/field-error.js'

type Values = z.input<typeof reviewRequestSchema>

interface ReviewFormProps {
  onSubmit: (body: ReviewRequest) => void
  pending: boolean
}

/** The review: an overall mark and one per criterion (1-5, radio groups), and a comment; the api's schema checks it. */
export function ReviewForm({ onSubmit, pending }: ReviewFormProps) {
  const { t } = useTranslation('network-reviews')
  const commentId = useId()
  const { control, register, handleSubmit, formState } = useForm<
    Values,
    unknown,
    z.output<typeof reviewRequestSchema>
  >({
    resolver: zodResolver(reviewRequestSchema),
    defaultValues: { comment: '' },
  })
  const errors = formState.errors
  return (
    <form
      className="review-form"
      noValidate
      onSubmit={(event) => void handleSubmit((body) => onSubmit(body))(event)}
    >
      <Marks
        control={control}
        name="rating"
        legend={t('form.rating')}
        error={errors.rating ? t('invalid.rating') : null}
      />
      {REVIEW_CRITERIA.map((criterion) => (
        <Marks
          key={criterion}
          control={control}
          name={`criteria.${criterion}`}
          legend={t(`criteria.${criterion}`)}
          error={errors.criteria?.[criterion] ? t('invalid.rating') : null}
        />
      ))}
      <div className="field">
        <label htmlFor={commentId}>{t('form.comment')}</label>
        <textarea
          id={commentId}
          rows={6}
          maxLength={MAX_REVIEW_COMMENT}
          aria-invalid={errors.comment ? true : undefined}
          {...register('comment')}
        />
        <p className="field__hint">{t('form.commentHint')}</p>
        <FieldError message={errors.comment ? t('invalid.comment') : null} />
      </div>
      <div>
        <button type="submit" className="button" disabled={pending}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  )
}

type MarkName = 'rating' | `criteria.${(typeof REVIEW_CRITERIA)[number]}`

/** Five radio buttons, 1 to 5, in a fieldset with its legend. */
function Marks({
  control,
  name,
  legend,
  error,
}: {
  control: Control<Values>
  name: MarkName
  legend: string
  error: string | null
}) {
  const { t } = useTranslation('network-reviews')
  const id = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset aria-invalid={error ? true : undefined}>
          <legend>{legend}</legend>
          <div className="review-marks">
            {[1, 2, 3, 4, 5].map((mark) => (
              <label key={mark}>
                <input
                  type="radio"
                  name={`${id}-${name}`}
                  value={mark}
                  checked={field.value === mark}
                  onChange={() => field.onChange(mark)}
                  onBlur={field.onBlur}
                />{' '}
                <span aria-label={t('form.mark', { count: mark })}>{mark}</span>
              </label>
            ))}
          </div>
          <FieldError message={error} />
        </fieldset>
      )}
    />
  )
}
