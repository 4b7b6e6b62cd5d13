import type { JobPage, JobsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { JOBS_KEY } from './applications-cache.js'

/** `GET /api/network/jobs`: open projects, those matching my expertise first. */
export function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobPage> {
  return apiRequest<JobPage>('/api/network/jobs', { query, signal })
}

export function getJobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    // A new filter or page keeps the previous rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  })
}

export function useJobs(query: JobsQuery) {
  return useQuery(getJobsQueryOptions(query))
}
