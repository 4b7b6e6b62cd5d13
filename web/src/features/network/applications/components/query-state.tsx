import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../../../lib/api-client.js'

interface QueryStateProps {
  query: Pick<UseQueryResult, 'status' | 'error'>
  /** Keys of `network-applications`: a 404, any other failure. */
  notFoundKey: string
  errorKey: string
  back: { to: string; labelKey: string }
}

/**
 * A page's one thing while it is not there: the loading line, or why it failed (not found, or
 * another error) with the way back. Nothing once it is loaded.
 */
export function QueryState({ query, notFoundKey, errorKey, back }: QueryStateProps) {
  const { t } = useTranslation('network-applications')
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
