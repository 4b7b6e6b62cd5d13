import type { HoldersRegister } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, apiUrl } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/holdings?at=`: the holders register now, or as of a past log position. */
export function getHoldings(at: number | undefined, signal?: AbortSignal): Promise<HoldersRegister> {
  return apiRequest<HoldersRegister>('/api/admin/iqs/holdings', { query: { at }, signal })
}

export function getHoldingsQueryOptions(at: number | undefined) {
  return queryOptions({
    queryKey: [...adminKeys.holdings, at ?? 'now'],
    queryFn: ({ signal }) => getHoldings(at, signal),
  })
}

export function useHoldings(at: number | undefined) {
  return useQuery(getHoldingsQueryOptions(at))
}

/** `GET /api/admin/iqs/holdings.xlsx?at=`: the same register as an Excel file (a plain download link). */
export function holdingsWorkbookUrl(at: number | undefined): string {
  return apiUrl(`/api/admin/iqs/holdings.xlsx${at === undefined ? '' : `?at=${at}`}`)
}
