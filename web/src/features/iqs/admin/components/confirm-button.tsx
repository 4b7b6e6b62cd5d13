import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'

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
  const className = `button${variant === 'primary' ? '' : ` button--${variant}`}`

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
        <ConfirmDialog
          title={t('confirm.title')}
          text={question}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          danger={variant === 'danger'}
          onConfirm={() => {
            setOpen(false)
            onConfirm()
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  )
}
