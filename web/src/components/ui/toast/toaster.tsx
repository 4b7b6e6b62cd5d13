import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissToast, getToasts, subscribeToToasts } from './toast-store.js'
import './toaster.css'

/** Renders the toasts at the bottom centre; errors are announced assertively. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts)
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          {item.kind === 'loading' && <span className="spinner spinner--small" aria-hidden="true" />}
          <span className="toast__message">{item.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('toast.close')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
