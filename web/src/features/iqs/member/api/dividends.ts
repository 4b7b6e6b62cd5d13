import type { MemberDividend } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/dividends`: every dividend (cancelled ones left out) and what it pays me. */
export function getMyDividends(signal?: AbortSignal): Promise<MemberDividend[]> {
  return apiRequest<MemberDividend[]>('/api/iqs/dividends', { signal })
}

export function getMyDividendsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'iqs', 'dividends'],
    queryFn: ({ signal }) => getMyDividends(signal),
  })
}

export function useMyDividends() {
  return useQuery(getMyDividendsQueryOptions())
}
