import type { IqstemProjects } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemProjectsKey } from './iqstem-cache.js'

/** `GET /api/network/iqstem/projects`: the projects my leads and referrals touch, and the open ones. */
export function getIqstemProjects(signal?: AbortSignal): Promise<IqstemProjects> {
  return apiRequest<IqstemProjects>('/api/network/iqstem/projects', { signal })
}

export function getIqstemProjectsQueryOptions() {
  return queryOptions({ queryKey: iqstemProjectsKey, queryFn: ({ signal }) => getIqstemProjects(signal) })
}

export function useIqstemProjects() {
  return useQuery(getIqstemProjectsQueryOptions())
}
