import type { WhiteListEntry, WhiteListPage } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** How many matches the picker shows: enough to choose from, short enough to read. */
const PICKER_SIZE = 8

/**
 * The approved traders whose name or e-mail contains `search` (the white list api with
 * `status=APPROVED`): the only members whose trading privileges mean anything to suspend.
 */
export async function searchApprovedTraders(search: string, signal?: AbortSignal): Promise<WhiteListEntry[]> {
  const page = await apiRequest<WhiteListPage>('/api/admin/iqs/white-list', {
    query: { status: 'APPROVED', query: search, pageSize: PICKER_SIZE },
    signal,
  })
  return page.items
}

export function searchApprovedTradersQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...adminKeys.whiteList, 'approved-traders', search],
    queryFn: ({ signal }) => searchApprovedTraders(search, signal),
    placeholderData: keepPreviousData,
    enabled: search.length > 0,
  })
}

/** The picker's matches; nothing is asked until the admin types. */
export function useApprovedTraders(search: string) {
  return useQuery(searchApprovedTradersQueryOptions(search))
}
