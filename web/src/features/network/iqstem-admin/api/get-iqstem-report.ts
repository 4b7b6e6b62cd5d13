import type { IqstemReport } from '@iqs/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

/** A period of months, YYYY-MM; absent: the api's default (the last 12 months). */
export interface IqstemReportQuery {
  from?: string | undefined
  to?: string | undefined
}

/** `GET /api/admin/iqstem/reports?from&to`: the network's IQStem figures by month. */
export const getIqstemReport = (query: IqstemReportQuery, signal?: AbortSignal) =>
  apiRequest<IqstemReport>('/api/admin/iqstem/reports', { query: { ...query }, signal })

export const useIqstemReport = (query: IqstemReportQuery) =>
  useQuery({
    queryKey: [...iqstemAdminKeys.reports, query],
    queryFn: ({ signal }) => getIqstemReport(query, signal),
    placeholderData: keepPreviousData,
  })

/** The Excel export of the same period: a plain link, the session cookie goes with it. */
export function iqstemReportWorkbookUrl(query: IqstemReportQuery): string {
  const search = new URLSearchParams()
  if (query.from) search.set('from', query.from)
  if (query.to) search.set('to', query.to)
  const suffix = search.toString()
  return apiUrl(`/api/admin/iqstem/reports.xlsx${suffix ? `?${suffix}` : ''}`)
}
