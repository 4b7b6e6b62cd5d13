import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './list-state.css'

interface ListStateProps {
  /** From the list's query: `pending` while loading, `error` when it failed. */
  status: 'pending' | 'error' | 'success'
  isEmpty: boolean
  /** The spec's texts, e.g. 'Aucun projet trouvé...' / 'Erreur : Impossible de charger les projets'. */
  emptyText: string
  errorText: string
  children: ReactNode
}

/**
 * Every list's three other states (spec §2): loading ('Chargement...'),
 * empty and error, each a live region a screen reader announces.
 */
export function ListState({ status, isEmpty, emptyText, errorText, children }: ListStateProps) {
  const { t } = useTranslation()
  if (status === 'pending') {
    return (
      <p className="list-state list-state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('state.loading')}
      </p>
    )
  }
  if (status === 'error') {
    return (
      <p className="list-state list-state--error" role="alert">
        {errorText}
      </p>
    )
  }
  if (isEmpty) {
    return (
      <p className="list-state list-state--empty" role="status">
        {emptyText}
      </p>
    )
  }
  return <>{children}</>
}
