import type { CommissionStatement } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { commissionsKey } from './iqstem-cache.js'

/** Two days, YYYY-MM-DD, both included; either absent: the api's default (1 January, today). */
export interface StatementPeriod {
  from?: string | undefined
  to?: string | undefined
}

/** `GET /api/network/iqstem/statement?from=&to=`: my ledger's movements of the period, oldest first. */
export function getStatement(period: StatementPeriod, signal?: AbortSignal): Promise<CommissionStatement> {
  return apiRequest<CommissionStatement>('/api/network/iqstem/statement', {
    query: { from: period.from, to: period.to },
    signal,
  })
}

export function getStatementQueryOptions(period: StatementPeriod) {
  return queryOptions({
    queryKey: [...commissionsKey, 'statement', period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) => getStatement(period, signal),
    placeholderData: keepPreviousData,
  })
}

export function useStatement(period: StatementPeriod) {
  return useQuery(getStatementQueryOptions(period))
}

/** The same period as an Excel file: a plain link, the session cookie goes with it. */
export function statementWorkbookUrl(period: StatementPeriod): string {
  const search = new URLSearchParams()
  if (period.from) search.set('from', period.from)
  if (period.to) search.set('to', period.to)
  const suffix = search.toString()
  return apiUrl(`/api/network/iqstem/statement.xlsx${suffix ? `?${suffix}` : ''}`)
}
