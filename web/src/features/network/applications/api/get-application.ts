import type { Application } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { applicationKey } from './applications-cache.js'

/** `GET /api/network/applications/:id`: one application, its CV and its history. */
export function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return apiRequest<Application>(`/api/network/applications/${id}`, { signal })
}

export function getApplicationQueryOptions(id: string) {
  return queryOptions({ queryKey: applicationKey(id), queryFn: ({ signal }) => getApplication(id, signal) })
}

export function useApplication(id: string) {
  return useQuery(getApplicationQueryOptions(id))
}
