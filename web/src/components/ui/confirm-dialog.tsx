import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import './confirm-dialog.css'

interface ConfirmDialogProps {
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The confirm button in the danger colour (a deletion, an irrevocable move). */
  danger?: boolean
  /** More of the question between the text and the buttons (a rejection's optional message). */
  children?: ReactNode
}

/**
 * A modal question before a deliberate action (deleting a draft, an admin's irrevocable move). The
 * confirm button takes the focus; Escape or Cancel closes it, and the focus goes back where it was.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  children,
}: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  // The latest onCancel, so a parent's new function each render does not move the focus again.
  const cancelRef = useRef(onCancel)
  useLayoutEffect(() => {
    cancelRef.current = onCancel
  })
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    confirmRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      before?.focus()
    }
  }, [])
  return (
    <div className="confirm-backdrop">
      <div
        className="confirm-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        {children}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={danger ? 'button button--danger' : 'button'}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
