import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'

/** A rejection tells the applicant why: the dialog asks for the reason and refuses an empty one. */
export function RejectMemberDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string
  onConfirm: (reason: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('network-iqstem-admin')
  const fieldId = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <ConfirmDialog
      title={t('pending.rejectTitle')}
      text={t('pending.rejectText', { name })}
      confirmLabel={t('pending.reject')}
      cancelLabel={t('cancel')}
      onConfirm={() => (reason.trim() ? onConfirm(reason.trim()) : setMissing(true))}
      onCancel={onCancel}
      danger
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('pending.reason')}</label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={1000}
          value={reason}
          aria-invalid={missing ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldError message={missing ? t('invalid.required') : null} />
      </div>
    </ConfirmDialog>
  )
}
