import type { PartnerReport, ReportQuery } from '@iqs/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'

/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
const REPORTS_KEY = ['account', 'network-reports'] as const

/** `GET /api/network/reports?from&to`: my figures by month. */
export const getReport = (query: ReportQuery, signal?: AbortSignal) =>
  apiRequest<PartnerReport>('/api/network/reports', { query, signal })

export const useReport = (query: ReportQuery) =>
  useQuery({
    queryKey: [...REPORTS_KEY, query],
    queryFn: ({ signal }) => getReport(query, signal),
    placeholderData: keepPreviousData,
  })

/** The Excel export of the same period: a plain link, the session cookie goes with it. */
export function reportWorkbookUrl(query: ReportQuery): string {
  const search = new URLSearchParams()
  if (query.from) search.set('from', query.from)
  if (query.to) search.set('to', query.to)
  const suffix = search.toString()
  return apiUrl(`/api/network/reports.xlsx${suffix ? `?${suffix}` : ''}`)
}
