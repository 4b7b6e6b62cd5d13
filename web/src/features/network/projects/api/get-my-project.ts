import type { MyProject } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { myProjectKey } from './my-projects-cache.js'

/** `GET /api/network/projects/:id`: one of my projects and its history. */
export function getMyProject(id: number, signal?: AbortSignal): Promise<MyProject> {
  return apiRequest<MyProject>(`/api/network/projects/${id}`, { signal })
}

export function getMyProjectQueryOptions(id: number) {
  return queryOptions({ queryKey: myProjectKey(id), queryFn: ({ signal }) => getMyProject(id, signal) })
}

export function useMyProject(id: number) {
  return useQuery(getMyProjectQueryOptions(id))
}
