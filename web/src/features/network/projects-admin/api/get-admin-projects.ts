import type { AdminProjectPage, AdminProjectsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { projectsAdminKeys } from './projects-admin-keys.js'

/** `GET /api/admin/projects`: the projects to open a sheet of, by title, owner or number. */
export const getAdminProjects = (query: AdminProjectsQuery, signal?: AbortSignal) =>
  apiRequest<AdminProjectPage>('/api/admin/projects', { query: { ...query }, signal })

export const getAdminProjectsQueryOptions = (query: AdminProjectsQuery) =>
  queryOptions({
    queryKey: [...projectsAdminKeys.projects, query],
    queryFn: ({ signal }) => getAdminProjects(query, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminProjects = (query: AdminProjectsQuery) => useQuery(getAdminProjectsQueryOptions(query))
