import { zodResolver } from '@hookform/resolvers/zod'
import {
  applicationRequestSchema,
  MAX_COVER_MESSAGE,
  type Application,
  type ApplicationRequest,
  type Onboarding,
} from '@iqs/protocol'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../../components/ui/text-field.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import type { UploadProgress } from '../../../../lib/upload-with-progress.js'
import { checkCvFile } from '../../onboarding/utils/cv-file-check.js'
import { ProfileField } from '../../profile/components/profile-field.js'
import { useSubmitApplication } from '../api/submit-application.js'
import { applicationFieldMessage } from '../utils/field-message.js'
import { ApplicationCvChoice, type CvChoice } from './application-cv-choice.js'

/** Refusals about the CV: shown under the CV's choice rather than as a toast. */
const CV_CODES = new Set(['CV_FILE_TOO_LARGE', 'CV_FORMAT_NOT_ALLOWED', 'APPLICATION_CV_MISSING'])

interface ApplicationFormProps {
  jobId: number
  /** My onboarding: its rate and date fill the form in, its CV is the first choice. */
  onboarding: Onboarding | undefined
  onApplied: (application: Application) => void
  /** 403 MEMBER_NOT_APPROVED: the page shows why, with the way to my account. */
  onNotApproved: () => void
}

/**
 * The application (spec §2 applications/new/:jobId): a cover message, a proposed day rate, an
 * availability date, checked with the api's own schema, and a CV: my profile's, or a new file
 * checked at once in the browser and sent with a progress bar.
 */
export function ApplicationForm({ jobId, onboarding, onApplied, onNotApproved }: ApplicationFormProps) {
  const { t } = useTranslation('network-applications')
  const errorText = useErrorText()
  const profileCv = onboarding?.cv ?? null
  const [choice, setChoice] = useState<CvChoice>(profileCv ? 'profile' : 'file')
  const [file, setFile] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | undefined>()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const submit = useSubmitApplication(setProgress)
  const { register, handleSubmit, formState } = useForm<ApplicationRequest>({
    resolver: zodResolver(applicationRequestSchema),
    defaultValues: {
      cover_message: '',
      day_rate: onboarding?.expertise?.day_rate ?? '',
      available_from: onboarding?.expertise?.available_from ?? '',
    },
  })
  const errors = formState.errors

  const pick = (chosen: File | null) => {
    setProgress(null)
    const refusal = chosen ? checkCvFile(chosen) : undefined
    setCvError(refusal ? errorText(new ApiError(0, refusal, refusal)) : undefined)
    setFile(refusal ? null : chosen)
  }
  const send = (fields: ApplicationRequest) => {
    setFormError(undefined)
    if (choice === 'file' && !file) {
      setCvError(t('form.chooseFile'))
      return
    }
    submit.mutate(
      { jobId, fields, file: choice === 'file' ? file : null },
      {
        onSuccess: onApplied,
        onError: (error) => {
          setProgress(null)
          if (error instanceof ApiError && error.code === 'MEMBER_NOT_APPROVED') onNotApproved()
          else if (error instanceof ApiError && CV_CODES.has(error.code)) setCvError(errorText(error))
          else setFormError(errorText(error, t('form.failed')))
        },
      },
    )
  }
  const pending = submit.isPending
  return (
    <form
      className="application-form"
      noValidate
      aria-label={t('form.title')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <ProfileField
        id="application-cover"
        label={t('form.coverMessage')}
        hint={t('form.coverHint', { max: MAX_COVER_MESSAGE })}
        error={applicationFieldMessage(t, errors.cover_message)}
      >
        {(described) => (
          <textarea
            id="application-cover"
            rows={8}
            aria-invalid={!!errors.cover_message}
            aria-describedby={described}
            {...register('cover_message')}
          />
        )}
      </ProfileField>
      <div className="application-form__grid">
        <TextField
          id="application-rate"
          label={t('form.dayRate')}
          hint={t('form.dayRateHint')}
          inputMode="decimal"
          registration={register('day_rate')}
          error={applicationFieldMessage(t, errors.day_rate)}
        />
        <TextField
          id="application-date"
          label={t('form.availableFrom')}
          type="date"
          registration={register('available_from')}
          error={applicationFieldMessage(t, errors.available_from)}
        />
      </div>
      <ApplicationCvChoice
        choice={choice}
        profileCv={profileCv}
        file={file}
        error={cvError}
        progress={pending && progress ? progress.loaded / Math.max(progress.total, 1) : undefined}
        disabled={pending}
        onChoice={(next) => {
          setChoice(next)
          setCvError(undefined)
        }}
        onPick={pick}
      />
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="project-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  )
}
