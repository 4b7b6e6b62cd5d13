import type { WhiteListPage, WhiteListStatus } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

export interface WhiteListFilters {
  status?: WhiteListStatus | undefined
  type?: 'COMPANY' | 'INDIVIDUAL' | undefined
  query?: string | undefined
  page: number
}

/**
 * `GET /api/admin/iqs/white-list`: the applications, newest first, filtered, with how many each
 * status has under the same type and search (`counts`, for the status filter).
 */
export function getWhiteList(filters: WhiteListFilters, signal?: AbortSignal): Promise<WhiteListPage> {
  return apiRequest<WhiteListPage>('/api/admin/iqs/white-list', {
    query: { ...filters, pageSize: 20 },
    signal,
  })
}

export function getWhiteListQueryOptions(filters: WhiteListFilters) {
  return queryOptions({
    queryKey: [...adminKeys.whiteList, 'list', filters],
    queryFn: ({ signal }) => getWhiteList(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useWhiteList(filters: WhiteListFilters) {
  return useQuery(getWhiteListQueryOptions(filters))
}
