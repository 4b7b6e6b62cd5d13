import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client.js'

interface QueryStateProps {
  query: Pick<UseQueryResult, 'status' | 'error'>
  /** The namespace of the keys below (or qualify each key: `network-consultants:page.notFound`). */
  ns?: string
  /** A 404's text, any other failure's text, and the way back. */
  notFoundKey: string
  errorKey: string
  back: { to: string; labelKey: string }
}

/**
 * A page's one thing while its entity is not there: the loading line, or why it failed (not found,
 * or another error) with the way back. Nothing once it is loaded.
 */
export function QueryState({ query, ns, notFoundKey, errorKey, back }: QueryStateProps) {
  const { t } = useTranslation(ns)
  if (query.status === 'pending')
    return (
      <p className="list-state" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('common:state.loading')}
      </p>
    )
  if (query.status !== 'error') return null
  const missing = query.error instanceof ApiError && query.error.status === 404
  return (
    <section className="card" role="alert">
      <p>{t(missing ? notFoundKey : errorKey)}</p>
      <Link to={back.to}>{t(back.labelKey)}</Link>
    </section>
  )
}
