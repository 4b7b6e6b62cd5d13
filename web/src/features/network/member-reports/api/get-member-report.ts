import type { MemberReport, MemberReportQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { memberReportsKeys } from './member-reports-keys.js'

/** `GET /api/admin/network/member-reports?role=&…`: the members of a role, counts, trend, one page. */
export const getMemberReport = (query: MemberReportQuery, signal?: AbortSignal) =>
  apiRequest<MemberReport>('/api/admin/network/member-reports', { query: { ...query }, signal })

export const memberReportQueryOptions = (query: MemberReportQuery) =>
  queryOptions({
    queryKey: [...memberReportsKeys.reports, query],
    queryFn: ({ signal }) => getMemberReport(query, signal),
    // New filters keep the last report on screen until theirs arrives.
    placeholderData: keepPreviousData,
  })

export const useMemberReport = (query: MemberReportQuery) => useQuery(memberReportQueryOptions(query))

/** The Excel export of the same filters (no page: every member): a plain link, the cookie goes with it. */
export function memberReportWorkbookUrl(query: MemberReportQuery): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'page_size')
      search.set(key, String(value))
  return apiUrl(`/api/admin/network/member-reports.xlsx?${search.toString()}`)
}
