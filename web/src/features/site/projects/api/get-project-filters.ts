import type { ProjectFilters } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/projects/filters`: the values the filters offer. */
export function getProjectFilters(signal?: AbortSignal): Promise<ProjectFilters> {
  return apiRequest<ProjectFilters>('/api/projects/filters', { signal })
}

export function getProjectFiltersQueryOptions() {
  return queryOptions({
    queryKey: ['projects', 'filters'],
    queryFn: ({ signal }) => getProjectFilters(signal),
    staleTime: 5 * 60_000,
  })
}

export function useProjectFilters() {
  return useQuery(getProjectFiltersQueryOptions())
}
