import { zodResolver } from '@hookform/resolvers/zod'
import {
  MAX_MESSAGE_LENGTH,
  MESSAGE_ATTACHMENT_ACCEPT,
  sendMessageRequestSchema,
  type SendMessageRequest,
} from '@iqs/protocol'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSendMessage } from '../api/send-message.js'
import { attachmentProblem } from '../utils/attachment-check.js'

/**
 * The composer: the text (checked with the api's own schema) and up to 3 files, checked in the
 * browser first. While it sends, the button says so and the form is locked; a refusal is shown in
 * the reader's language under the form; once sent, the form empties and the thread reads again.
 */
export function MessageComposer({ applicationId, onSent }: { applicationId: string; onSent: () => void }) {
  const { t } = useTranslation('network-conversations')
  const errorText = useErrorText()
  const id = useId()
  const send = useSendMessage()
  const fileInput = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const [filesError, setFilesError] = useState<string | undefined>()
  const [sendError, setSendError] = useState<string | undefined>()
  const { register, handleSubmit, formState, reset, getValues } = useForm<SendMessageRequest>({
    resolver: zodResolver(sendMessageRequestSchema),
    defaultValues: { body: '' },
  })
  const bodyError = formState.errors.body
    ? t(getValues('body').trim().length > MAX_MESSAGE_LENGTH ? 'composer.tooLong' : 'composer.empty')
    : undefined

  const choose = (chosen: File[]) => {
    const next = [...files, ...chosen]
    const problem = attachmentProblem(next)
    setFilesError(problem ? t(problem.key, problem.values) : undefined)
    if (!problem) setFiles(next)
    if (fileInput.current) fileInput.current.value = ''
  }
  const submit = (fields: SendMessageRequest) => {
    setSendError(undefined)
    send.mutate(
      { applicationId, body: fields.body, files },
      {
        onSuccess: () => {
          reset({ body: '' })
          setFiles([])
          setFilesError(undefined)
          onSent()
        },
        onError: (error) => setSendError(errorText(error, t('composer.failed'))),
      },
    )
  }
  const pending = send.isPending
  const described = [`${id}-hint`, bodyError && `${id}-error`].filter(Boolean).join(' ')
  return (
    <form className="composer" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <fieldset className="composer__fields" disabled={pending}>
        <div className="field">
          <label htmlFor={`${id}-body`}>{t('composer.label')}</label>
          <textarea
            id={`${id}-body`}
            rows={3}
            aria-invalid={!!bodyError}
            aria-describedby={described}
            {...register('body')}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {t('composer.hint')}
          </p>
          {bodyError && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {bodyError}
            </p>
          )}
        </div>
        {files.length > 0 && (
          <ul className="composer__files" aria-label={t('composer.chosen')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button
                  type="button"
                  className="button button--ghost composer__remove"
                  aria-label={t('composer.remove', { name: file.name })}
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {filesError && (
          <p className="field__error" role="alert">
            {filesError}
          </p>
        )}
        <div className="composer__bar">
          <label className="button button--ghost composer__attach">
            {t('composer.attach')}
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              multiple
              accept={MESSAGE_ATTACHMENT_ACCEPT}
              onChange={(event) => choose(Array.from(event.target.files ?? []))}
            />
          </label>
          <button type="submit" className="button" aria-busy={pending}>
            {pending ? t('composer.sending') : t('composer.send')}
          </button>
        </div>
        {sendError && (
          <p className="field__error" role="alert">
            {sendError}
          </p>
        )}
      </fieldset>
    </form>
  )
}
