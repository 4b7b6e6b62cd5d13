import type { Page, Project, ProjectsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/projects`: one page of the job board for a search and filters. */
export function getProjects(criteria: ProjectsQuery, signal?: AbortSignal): Promise<Page<Project>> {
  return apiRequest<Page<Project>>('/api/projects', { query: { ...criteria }, signal })
}

export function getProjectsQueryOptions(criteria: ProjectsQuery) {
  return queryOptions({
    queryKey: ['projects', 'list', criteria],
    queryFn: ({ signal }) => getProjects(criteria, signal),
    placeholderData: keepPreviousData,
  })
}

export function useProjects(criteria: ProjectsQuery) {
  return useQuery(getProjectsQueryOptions(criteria))
}
