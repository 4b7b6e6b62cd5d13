import type { AuthProviders } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

/** `GET /api/auth/providers`: which social sign-in buttons work on this server. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/api/auth/providers', { signal })
}

/** Server configuration: it changes with a deployment, not while the page is open. */
export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions())
}
