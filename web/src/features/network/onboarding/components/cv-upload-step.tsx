import type { FormEvent } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError, apiUrl } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import type { UploadProgress } from '../../../../lib/upload-with-progress.js'
import { useDeleteCv } from '../api/delete-cv.js'
import { useUploadCv } from '../api/upload-cv.js'
import { checkCvFile } from '../utils/cv-file-check.js'
import { useStepSave } from '../utils/use-step-save.js'
import { CvDropZone } from './cv-drop-zone.js'
import { StepActions } from './step-actions.js'
import type { StepProps } from './step-props.js'

/**
 * /my-account/cv-upload (consultants, executive partners): a PDF, DOC or DOCX of at most 10 MB,
 * refused at once in the browser with the spec's texts when it is not one, checked by content on
 * the server, uploaded with a progress bar. The CV on file can be downloaded or deleted.
 */
export function CvUploadStep({ onboarding, neighbours, required }: StepProps) {
  const { t } = useTranslation('network-onboarding')
  const errorText = useErrorText()
  const [file, setFile] = useState<File | null>(null)
  const [error, setErrorText] = useState<string | undefined>()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const upload = useUploadCv(setProgress)
  const remove = useDeleteCv()
  const step = useStepSave(neighbours, () => {})
  const saved = onboarding.cv

  const pick = (chosen: File | null) => {
    setProgress(null)
    const refusal = chosen ? checkCvFile(chosen) : undefined
    setErrorText(refusal ? errorText(new ApiError(0, refusal, refusal)) : undefined)
    setFile(refusal ? null : chosen)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) {
      // Nothing new to send: a CV on file is the step done.
      if (saved) step.saved()
      else setErrorText(t('cv.choose'))
      return
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null)
        setProgress(null)
        step.saved()
      },
      onError: (refusal) => {
        setProgress(null)
        setErrorText(errorText(refusal))
      },
    })
  }
  return (
    <form noValidate aria-labelledby="cv-title" onSubmit={submit}>
      <h2 id="cv-title">{t('cv.title')}</h2>
      <p className="muted">{t('cv.intro')}</p>
      <CvDropZone
        file={file}
        saved={saved}
        error={error}
        progress={upload.isPending && progress ? progress.loaded / Math.max(progress.total, 1) : undefined}
        disabled={upload.isPending}
        onPick={pick}
      />
      {saved && !file && (
        <p className="onboarding-cv-saved">
          <a
            className="button button--secondary"
            href={apiUrl('/api/network/onboarding/cv')}
            download={saved.file_name}
          >
            {t('cv.download')}
          </a>
          <button
            type="button"
            className="button button--ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('cv.deleted')),
                onError: (refusal) => toast.error(errorText(refusal)),
              })
            }
          >
            {t('cv.delete')}
          </button>
        </p>
      )}
      <StepActions
        neighbours={neighbours}
        required={required}
        pending={upload.isPending}
        onIntent={step.setIntent}
      />
    </form>
  )
}
