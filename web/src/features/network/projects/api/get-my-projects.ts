import type { MyProjects, ProjectStatus } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { MY_PROJECTS_KEY } from './my-projects-cache.js'

/** `GET /api/network/projects?status=`: my projects in one state (or all) and the count of each state. */
export function getMyProjects(status: ProjectStatus | undefined, signal?: AbortSignal): Promise<MyProjects> {
  return apiRequest<MyProjects>('/api/network/projects', { query: { status }, signal })
}

export function getMyProjectsQueryOptions(status: ProjectStatus | undefined) {
  return queryOptions({
    queryKey: [...MY_PROJECTS_KEY, 'list', status ?? 'all'],
    queryFn: ({ signal }) => getMyProjects(status, signal),
    // Switching tabs keeps the counts and rows on screen until the next state's arrive.
    placeholderData: keepPreviousData,
  })
}

export function useMyProjects(status: ProjectStatus | undefined) {
  return useQuery(getMyProjectsQueryOptions(status))
}
