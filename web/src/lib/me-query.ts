import type { Me } from '@iqs/protocol'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from './api-client.js'

/** `GET /api/me`: who the session cookie belongs to, whether two-factor is on, the saved language. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/api/me', { signal })
}

/**
 * Under `account`: everything cached about the signed-in user is dropped together at sign-out. The
 * header (an admin's areas) and the account pages share this one query.
 */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: 30_000,
  })
}
