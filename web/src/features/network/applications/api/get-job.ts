import type { Job } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { JOBS_KEY } from './applications-cache.js'

/** `GET /api/network/jobs/:id`: one open project, how it matches me, my application if any. */
export function getJob(id: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(`/api/network/jobs/${id}`, { signal })
}

export function getJobQueryOptions(id: number) {
  return queryOptions({ queryKey: [...JOBS_KEY, 'one', id], queryFn: ({ signal }) => getJob(id, signal) })
}

export function useJob(id: number) {
  return useQuery(getJobQueryOptions(id))
}
