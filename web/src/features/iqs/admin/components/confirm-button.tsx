import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmButtonProps {
  /** The button's label; the dialog repeats it as its confirm button. */
  children: ReactNode
  /** What the admin is about to do, in a sentence (the dialog's text). */
  question: string
  onConfirm: () => void
  variant?: 'primary' | 'secondary' | 'danger'
  disabled?: boolean
  pending?: boolean
  /** A form's submit: the dialog only opens when the form is valid (checked by `beforeOpen`). */
  beforeOpen?: () => boolean
}

/**
 * A button whose action runs only after a confirmation dialog (every admin
 * action is deliberate, several are irrevocable). Escape or Cancel closes it.
 */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  variant = 'primary',
  disabled,
  pending,
  beforeOpen,
}: ConfirmButtonProps) {
  const { t } = useTranslation('iqs-admin')
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const className = `button${variant === 'primary' ? '' : ` button--${variant}`}`

  useEffect(() => {
    if (!open) return
    confirmRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!beforeOpen || beforeOpen()) setOpen(true)
        }}
      >
        {children}
      </button>
      {open && (
        <div className="confirm-backdrop">
          <div className="confirm-dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <h2 id={titleId}>{t('confirm.title')}</h2>
            <p>{question}</p>
            <div className="confirm-dialog__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                {t('confirm.cancel')}
              </button>
              <button
                ref={confirmRef}
                type="button"
                className={variant === 'danger' ? 'button button--danger' : 'button'}
                onClick={() => {
                  setOpen(false)
                  onConfirm()
                }}
              >
                {t('confirm.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  )
}
