import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './menu-drawer.css'

/** The menu below 1100 px: a panel over the page, closed by its button, the backdrop or Escape. */
export function MenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])
  if (!open) return null
  return (
    <div className="menu-drawer">
      <div className="menu-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id="menu-drawer"
        className="menu-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu')}
      >
        <button
          type="button"
          className="menu-drawer__close"
          onClick={onClose}
          aria-label={t('layout.closeMenu')}
        >
          ×
        </button>
        {children}
      </div>
    </div>
  )
}
