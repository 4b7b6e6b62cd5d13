import type { HoldersRegister } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { auditKeys } from './audit-keys.js'

/** `GET /api/admin/iqs/holdings?at=`: the holders as of a log position (Admin and Auditor). */
export function getHoldersAt(at: number, signal?: AbortSignal): Promise<HoldersRegister> {
  return apiRequest<HoldersRegister>('/api/admin/iqs/holdings', { query: { at }, signal })
}

export function getHoldersAtQueryOptions(at: number | null) {
  return queryOptions({
    queryKey: [...auditKeys.holders, at],
    queryFn: ({ signal }) => getHoldersAt(at ?? 0, signal),
    enabled: at !== null,
    retry: false,
  })
}

export function useHoldersAt(at: number | null) {
  return useQuery(getHoldersAtQueryOptions(at))
}
