import type { ApplicationList } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { APPLICATIONS_KEY } from './applications-cache.js'

/** `GET /api/network/applications`: my applications, newest first. */
export function getMyApplications(signal?: AbortSignal): Promise<ApplicationList> {
  return apiRequest<ApplicationList>('/api/network/applications', { signal })
}

export function getMyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'mine'],
    queryFn: ({ signal }) => getMyApplications(signal),
  })
}

export function useMyApplications() {
  return useQuery(getMyApplicationsQueryOptions())
}
