import type { ApplicationList } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { projectApplicationsKey } from './applications-cache.js'

/** `GET /api/network/projects/:id/applications`: the applicants of one of my projects. */
export function getProjectApplications(projectId: number, signal?: AbortSignal): Promise<ApplicationList> {
  return apiRequest<ApplicationList>(`/api/network/projects/${projectId}/applications`, { signal })
}

export function getProjectApplicationsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectApplicationsKey(projectId),
    queryFn: ({ signal }) => getProjectApplications(projectId, signal),
  })
}

export function useProjectApplications(projectId: number) {
  return useQuery(getProjectApplicationsQueryOptions(projectId))
}
