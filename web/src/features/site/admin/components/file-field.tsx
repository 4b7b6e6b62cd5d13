import type { SiteFile } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, apiUrl } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatFileSize } from '../../../../lib/format.js'
import { useRemoveSiteFile, useUploadSiteFile } from '../api/site-files.js'
import { checkChosenFile, megabytes, type FileRule } from '../utils/file-rules.js'

/**
 * A record's file slot (a publication's file or cover, an ad's image, a reference's logo): what it
 * holds, a file picker that uploads at once with a progress bar, and the removal. A refusal (the
 * type, the size) shows on the field in the reader's language, the same text whether this page
 * found it before sending or the server after reading the bytes.
 */
export function FileField<T>({
  id,
  label,
  rule,
  current,
  uploadPath,
  removable,
  image = false,
  onStored,
}: {
  id: string
  label: string
  rule: FileRule
  current: SiteFile | null
  uploadPath: string
  removable: boolean
  image?: boolean
  onStored: (detail: T) => void
}) {
  const { t, i18n } = useTranslation('admin-web-site')
  const errorText = useErrorText()
  const [progress, setProgress] = useState<number | undefined>()
  const [error, setError] = useState<string | undefined>()
  const upload = useUploadSiteFile<T>(setProgress, onStored)
  const remove = useRemoveSiteFile<T>(onStored)
  const busy = upload.isPending || remove.isPending
  // Inside a sentence: "Remove cover image", "Retirer : image de couverture".
  const inSentence = label.charAt(0).toLocaleLowerCase() + label.slice(1)

  const send = (file: File) => {
    const refused = checkChosenFile(file, rule)
    if (refused) return setError(errorText(new ApiError(0, refused.code, refused.code, refused.details)))
    setError(undefined)
    setProgress(0)
    upload.mutate(
      { path: uploadPath, file },
      {
        onError: (failure) => setError(errorText(failure, t('files.failed'))),
        onSettled: () => setProgress(undefined),
      },
    )
  }

  return (
    <div className="field site-admin__file">
      <label htmlFor={id}>{label}</label>
      {current ? (
        <p className="site-admin__file-current">
          {image && <img src={apiUrl(current.url)} alt="" className="site-admin__thumb" />}
          <a href={apiUrl(current.url)} target="_blank" rel="noopener">
            {current.name}
          </a>{' '}
          <span className="muted">({formatFileSize(current.size, i18n.language)})</span>
        </p>
      ) : (
        <p className="muted site-admin__file-current">{t('files.none')}</p>
      )}
      <input
        id={id}
        type="file"
        accept={rule.formats.map((format) => `.${format}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={busy}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) send(chosen)
          // The same file chosen again must fire a change again.
          event.target.value = ''
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t('files.hint', { formats: rule.formats.join(', '), max: megabytes(rule.maxBytes) })}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {progress !== undefined && (
        <progress
          className="site-admin__progress"
          aria-label={t('files.progress', { label: inSentence })}
          max={1}
          value={progress}
        />
      )}
      {current && removable && (
        <div>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              remove.mutate(uploadPath, {
                onSuccess: () => setError(undefined),
                onError: (failure) => setError(errorText(failure, t('files.failed'))),
              })
            }
          >
            {t('files.remove', { label: inSentence })}
          </button>
        </div>
      )}
    </div>
  )
}
