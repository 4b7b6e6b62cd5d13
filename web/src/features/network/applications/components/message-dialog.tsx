import { useId, useState } from 'react'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'

interface MessageDialogProps {
  title: string
  text: string
  messageLabel: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: (message: string) => void
  onCancel: () => void
}

/** At most this many characters (the api's transition message). */
const MAX_MESSAGE = 2000

/** The confirm dialog with an optional message to the other side (a rejection's reason). */
export function MessageDialog({ messageLabel, onConfirm, ...dialog }: MessageDialogProps) {
  const fieldId = useId()
  const [message, setMessage] = useState('')
  return (
    <ConfirmDialog {...dialog} onConfirm={() => onConfirm(message.trim())} danger>
      <div className="field">
        <label htmlFor={fieldId}>{messageLabel}</label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={MAX_MESSAGE}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  )
}
