import { MAX_TERMINATION_MESSAGE } from '@iqs/protocol'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'

/** Terminating needs a message to the other party: the dialog asks for it and refuses an empty one. */
export function TerminateDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: (message: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('network-contracts')
  const fieldId = useId()
  const [message, setMessage] = useState('')
  const [missing, setMissing] = useState(false)
  const confirm = () => {
    if (!message.trim()) return setMissing(true)
    onConfirm(message.trim())
  }
  return (
    <ConfirmDialog
      title={t('terminate.title')}
      text={t('terminate.text')}
      confirmLabel={t('terminate.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      onCancel={onCancel}
      danger
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('terminate.message')}</label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={MAX_TERMINATION_MESSAGE}
          value={message}
          aria-invalid={missing ? true : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        <FieldError message={missing ? t('invalid.message') : null} />
      </div>
    </ConfirmDialog>
  )
}
