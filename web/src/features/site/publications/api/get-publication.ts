import type { Publication } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/publications/:id`. */
export function getPublication(id: string, signal?: AbortSignal): Promise<Publication> {
  return apiRequest<Publication>(`/api/publications/${encodeURIComponent(id)}`, { signal })
}

export function getPublicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['publications', 'detail', id],
    queryFn: ({ signal }) => getPublication(id, signal),
    retry: (count, error) =>
      count < 1 && !('status' in error && (error.status === 404 || error.status === 400)),
  })
}

export function usePublication(id: string) {
  return useQuery(getPublicationQueryOptions(id))
}
