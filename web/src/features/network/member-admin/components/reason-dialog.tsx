import { memberAccountActionRequestSchema, memberAdminMessages } from '@iqs/protocol'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'

/** The protocol's rule for what an admin writes to a member: 1 to 1000 characters, lines allowed. */
const reasonSchema = memberAccountActionRequestSchema.shape.reason
const KNOWN: readonly string[] = Object.values(memberAdminMessages)

interface ReasonDialogProps {
  title: string
  text: string
  /** The field's label: what the words are for and who reads them. */
  label: string
  confirmLabel: string
  onConfirm: (reason: string) => void
  onCancel: () => void
  danger?: boolean
}

/**
 * A question before an admin's move that tells the member why (a rejection, a request for more
 * information, a suspension or reactivation): the words are required, checked by the api's own
 * schema before anything is sent.
 */
export function ReasonDialog({
  title,
  text,
  label,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
}: ReasonDialogProps) {
  const { t } = useTranslation('network-member-admin')
  const fieldId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const confirm = () => {
    const parsed = reasonSchema.safeParse(reason)
    if (parsed.success) return onConfirm(parsed.data)
    // The schema's messages are keys (`required`, `tooLong`); any other refusal (a control character) is `invalid`.
    const message = parsed.error.issues[0]?.message ?? ''
    setError(KNOWN.includes(message) ? message : 'invalid')
  }
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      onCancel={onCancel}
      danger={danger ?? false}
    >
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={1000}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value)
            setError(null)
          }}
        />
        <FieldError message={error ? t(`invalid.${error}`) : null} />
      </div>
    </ConfirmDialog>
  )
}
