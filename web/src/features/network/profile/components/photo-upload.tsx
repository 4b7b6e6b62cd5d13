import { PHOTO_ALLOWED_FORMATS, PHOTO_MAX_FILE_BYTES, type MyProfile } from '@iqs/protocol'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError, apiUrl } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useDeletePhoto } from '../api/delete-photo.js'
import { useUploadPhoto } from '../api/upload-profile-file.js'
import { checkChosenFile } from '../utils/file-check.js'

/**
 * The photo: a drop zone that also opens the file picker (click, or Tab to its input and Enter),
 * a progress bar while it uploads, and the server's square crop as the preview once saved. The
 * refusals are the spec's file messages; the server checks the bytes again.
 */
export function PhotoUpload({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const [progress, setProgress] = useState<number | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadPhoto(setProgress)
  const remove = useDeletePhoto()
  const maxMegabytes = PHOTO_MAX_FILE_BYTES / 1024 / 1024
  const tooLarge = t('files.tooLarge', { size: maxMegabytes })
  const formatNotAllowed = t('files.formatNotAllowed', { formats: PHOTO_ALLOWED_FORMATS.join(', ') })

  const send = (file: File) => {
    const problem = checkChosenFile(file, PHOTO_ALLOWED_FORMATS, PHOTO_MAX_FILE_BYTES)
    if (problem) {
      setError(problem === 'tooLarge' ? tooLarge : formatNotAllowed)
      return
    }
    setError(undefined)
    setProgress(0)
    upload.mutate(file, {
      onSuccess: () => toast.success(t('photo.saved')),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.code === 'KYC_FILE_TOO_LARGE'
            ? tooLarge
            : failure instanceof ApiError && failure.code === 'KYC_FORMAT_NOT_ALLOWED'
              ? formatNotAllowed
              : errorText(failure, t('files.failed')),
        ),
      onSettled: () => setProgress(undefined),
    })
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped && !upload.isPending) send(dropped)
  }
  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    setOver(true)
  }

  return (
    <div className="profile-photo">
      <div className="profile-photo__preview">
        {profile.photo ? (
          <img src={apiUrl(profile.photo.avatar_url)} alt={t('photo.alt')} width={200} height={200} />
        ) : (
          <p className="profile-photo__none muted">{t('photo.none')}</p>
        )}
      </div>
      <div className="profile-photo__upload">
        <label className="profile-photo__label" htmlFor="profile-photo-file">
          {t('photo.choose')}
        </label>
        <input
          ref={input}
          id="profile-photo-file"
          className="profile-photo__input"
          type="file"
          accept={PHOTO_ALLOWED_FORMATS.map((f) => `.${f}`).join(',')}
          aria-invalid={!!error}
          aria-describedby={`profile-photo-hint${error ? ' profile-photo-error' : ''}`}
          disabled={upload.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            if (chosen) send(chosen)
            // The same file chosen again must fire a change again.
            event.target.value = ''
          }}
        />
        {/* The zone is the pointer's way in; the keyboard's is the input above. */}
        <div
          className={`profile-drop${over ? ' profile-drop--over' : ''}${error ? ' profile-drop--invalid' : ''}`}
          data-testid="photo-drop-zone"
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          onClick={() => input.current?.click()}
          aria-hidden="true"
        >
          <span className="profile-drop__icon">⇪</span> {t('photo.drop')}
        </div>
        <p className="field__hint" id="profile-photo-hint">
          {t('photo.hint', { formats: PHOTO_ALLOWED_FORMATS.join(', '), size: maxMegabytes })}
        </p>
        {error && (
          <p className="field__error" id="profile-photo-error" role="alert">
            {error}
          </p>
        )}
        {progress !== undefined && (
          <progress className="profile-progress" aria-label={t('photo.progress')} max={1} value={progress} />
        )}
        {profile.photo && (
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending || upload.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('photo.removed')),
                onError: (failure) => toast.error(errorText(failure, t('list.deleteFailed'))),
              })
            }
          >
            {t('photo.remove')}
          </button>
        )}
      </div>
    </div>
  )
}
