import { KYC_ALLOWED_FORMATS, type KycFile, type KycFileKind } from '@iqs/protocol'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../../../lib/format.js'
import { fileExtension } from '../utils/kyc-file-check.js'

interface KycFileFieldProps {
  kind: KycFileKind
  /** The document chosen for this save, if any. */
  file: File | null
  /** The document of this kind already on file, if any. */
  saved: KycFile | undefined
  error: string | undefined
  /** Whether the error is news to announce at once (a refused file), not one of a refused save's list. */
  announce: boolean
  /** While uploading: this document's share of the bytes sent, 0 to 1. */
  progress: number | undefined
  disabled: boolean
  /** Called with a dropped or chosen file (checked by the form), or null to take it away. */
  onPick: (file: File | null) => void
  /** The form's handle on the input (react-hook-form focuses the first field in error). */
  inputRef: (input: HTMLInputElement | null) => void
}

/**
 * One document of the KYC file: a drop zone that also opens the file picker on a click, and on the
 * keyboard through its file input (Tab to it, then Enter or Space). It shows the chosen file's name,
 * type and size, the document already on file, the refusal of a wrong type or size, and the upload's
 * progress.
 */
export function KycFileField({
  kind,
  file,
  saved,
  error,
  announce,
  progress,
  disabled,
  onPick,
  inputRef,
}: KycFileFieldProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const id = `kyc-file-${kind}`
  const formats = KYC_ALLOWED_FORMATS[kind]
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped && !disabled) onPick(dropped)
  }
  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
    setOver(true)
  }

  return (
    <div className="kyc-file" data-testid={id}>
      <label className="kyc-file__label" htmlFor={id}>
        {t(`kyc.files.${kind}`)}
      </label>
      <input
        ref={(element) => {
          input.current = element
          inputRef(element)
        }}
        id={id}
        className="kyc-file__input"
        type="file"
        accept={formats.map((f) => `.${f}`).join(',')}
        aria-invalid={!!error}
        aria-describedby={described}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) onPick(chosen)
          // The same file chosen again after a removal must fire a change again.
          event.target.value = ''
        }}
      />
      {/* The zone is the pointer's way in; the keyboard's is the input above, which it shows focused. */}
      <div
        className={`kyc-drop${over ? ' kyc-drop--over' : ''}${error ? ' kyc-drop--invalid' : ''}${file ? ' kyc-drop--chosen' : ''}`}
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
          <dl className="kyc-drop__file">
            <dt>{t('kyc.file.name')}</dt>
            <dd className="kyc-drop__name">{file.name}</dd>
            <dt>{t('kyc.file.type')}</dt>
            <dd>{fileExtension(file).toUpperCase() || file.type || '—'}</dd>
            <dt>{t('kyc.file.size')}</dt>
            <dd>{formatFileSize(file.size, i18n.language)}</dd>
          </dl>
        ) : (
          <p className="kyc-drop__prompt">
            <span className="kyc-drop__icon">⇪</span> {t('kyc.drop.prompt')}{' '}
            <span className="kyc-drop__browse">{t('kyc.drop.browse')}</span>
          </p>
        )}
      </div>
      {/* Said to screen readers; the zone shows the chosen file to the eye. */}
      <p className={file ? 'visually-hidden' : 'field__hint'} id={`${id}-hint`}>
        {file
          ? t('kyc.drop.chosen', {
              name: file.name,
              type: fileExtension(file).toUpperCase() || file.type,
              size: formatFileSize(file.size, i18n.language),
            })
          : saved
            ? t('kyc.drop.onFile', { name: saved.file_name, size: formatFileSize(saved.size, i18n.language) })
            : t('kyc.drop.formats', { formats: formats.join(', ') })}
      </p>
      {file && !disabled && (
        <button type="button" className="link-button kyc-file__remove" onClick={() => onPick(null)}>
          {t('kyc.drop.remove', { name: file.name })}
        </button>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {progress !== undefined && file && (
        <progress
          className="kyc-progress"
          aria-label={t('kyc.progress', { file: file.name })}
          max={1}
          value={progress}
        />
      )}
    </div>
  )
}
