import { CV_ALLOWED_FORMATS, type CvFile } from '@iqs/protocol'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../../../lib/format.js'
import { fileExtension } from '../utils/cv-file-check.js'

interface CvDropZoneProps {
  file: File | null
  saved: CvFile | null
  error: string | undefined
  /** While uploading: the share of the bytes sent, 0 to 1. */
  progress: number | undefined
  disabled: boolean
  onPick: (file: File | null) => void
}

/**
 * The CV's drop zone: a click or the keyboard (its file input) opens the picker, a drop takes the
 * file. It shows the chosen file's name, type and size, the CV on file, a refusal, and the upload's
 * progress bar.
 */
export function CvDropZone({ file, saved, error, progress, disabled, onPick }: CvDropZoneProps) {
  const { t, i18n } = useTranslation('network-onboarding')
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const id = 'onboarding-cv'
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped && !disabled) onPick(dropped)
  }
  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    setOver(true)
  }
  const type = file ? fileExtension(file).toUpperCase() || file.type || '—' : ''
  return (
    <div className="cv-file">
      <label className="cv-file__label" htmlFor={id}>
        {t('cv.label')}
      </label>
      <input
        ref={input}
        id={id}
        className="cv-file__input"
        type="file"
        accept={CV_ALLOWED_FORMATS.map((f) => `.${f}`).join(',')}
        aria-invalid={!!error}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) onPick(chosen)
          // The same file chosen again after a removal must fire a change again.
          event.target.value = ''
        }}
      />
      {/* The pointer's way in; the keyboard's is the input above. */}
      <div
        className={`cv-drop${over ? ' cv-drop--over' : ''}${error ? ' cv-drop--invalid' : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onClick={() => {
          if (!disabled) input.current?.click()
        }}
        aria-hidden="true"
      >
        {file ? (
          <dl className="cv-drop__file">
            <dt>{t('cv.name')}</dt>
            <dd className="cv-drop__name">{file.name}</dd>
            <dt>{t('cv.type')}</dt>
            <dd>{type}</dd>
            <dt>{t('cv.size')}</dt>
            <dd>{formatFileSize(file.size, i18n.language)}</dd>
          </dl>
        ) : (
          <p className="cv-drop__prompt">
            ⇪ {t('cv.prompt')} <span className="cv-drop__browse">{t('cv.browse')}</span>
          </p>
        )}
      </div>
      {/* A chosen file's details are in the zone above for the eye: the line is for screen readers. */}
      <p className={`field__hint${file ? ' visually-hidden' : ''}`} id={`${id}-hint`}>
        {file
          ? t('cv.chosen', { name: file.name, type, size: formatFileSize(file.size, i18n.language) })
          : saved
            ? t('cv.onFile', { name: saved.file_name, size: formatFileSize(saved.size, i18n.language) })
            : t('cv.formats', { formats: CV_ALLOWED_FORMATS.join(', ') })}
      </p>
      {file && !disabled && (
        // The file's name is in the accessible name only: a long one would stretch the button.
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('cv.remove', { name: file.name })}
          onClick={() => onPick(null)}
        >
          {t('cv.removeShort')}
        </button>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {progress !== undefined && file && (
        <progress
          className="cv-progress"
          aria-label={t('cv.progress', { file: file.name })}
          max={1}
          value={progress}
        />
      )}
    </div>
  )
}
