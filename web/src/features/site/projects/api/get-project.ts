import type { Project } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/projects/:id`. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest<Project>(`/api/projects/${encodeURIComponent(id)}`, { signal })
}

export function getProjectQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => getProject(id, signal),
    retry: (count, error) =>
      count < 1 && !('status' in error && (error.status === 404 || error.status === 400)),
  })
}

export function useProject(id: string) {
  return useQuery(getProjectQueryOptions(id))
}
