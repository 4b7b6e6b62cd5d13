import type { ProjectsReport, ProjectsReportQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { projectsAdminKeys } from './projects-admin-keys.js'

/** `GET /api/admin/projects/reports`: the figures of the filters, month by month and project by project. */
export const getProjectsReport = (query: ProjectsReportQuery, signal?: AbortSignal) =>
  apiRequest<ProjectsReport>('/api/admin/projects/reports', { query: { ...query }, signal })

export const getProjectsReportQueryOptions = (query: ProjectsReportQuery) =>
  queryOptions({
    queryKey: [...projectsAdminKeys.reports, query],
    queryFn: ({ signal }) => getProjectsReport(query, signal),
    placeholderData: keepPreviousData,
  })

export const useProjectsReport = (query: ProjectsReportQuery) =>
  useQuery(getProjectsReportQueryOptions(query))

/** The Excel export of the same filters (no page: every project): a plain link, the session cookie goes with it. */
export function projectsReportWorkbookUrl(query: ProjectsReportQuery): string {
  const search = new URLSearchParams()
  for (const key of ['from', 'to', 'status', 'sector', 'owner_id'] as const) {
    const value = query[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const suffix = search.toString()
  return apiUrl(`/api/admin/projects/reports.xlsx${suffix ? `?${suffix}` : ''}`)
}
