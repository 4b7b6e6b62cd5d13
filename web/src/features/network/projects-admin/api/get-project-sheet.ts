import type { ProjectSheet } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'
import { projectsAdminKeys } from './projects-admin-keys.js'

/**
 * `GET /api/admin/projects/:projectId/sheet`: one project's whole sheet. An address whose id is no
 * number names no project: not found, without asking.
 */
export const getProjectSheet = (projectId: number, signal?: AbortSignal) =>
  Number.isSafeInteger(projectId) && projectId > 0
    ? apiRequest<ProjectSheet>(`/api/admin/projects/${projectId}/sheet`, { signal })
    : Promise.reject(new ApiError(404, 'PROJECT_NOT_FOUND', 'No such project'))

export const getProjectSheetQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsAdminKeys.sheet(projectId),
    queryFn: ({ signal }) => getProjectSheet(projectId, signal),
  })

export const useProjectSheet = (projectId: number) => useQuery(getProjectSheetQueryOptions(projectId))
