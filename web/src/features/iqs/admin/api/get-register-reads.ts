import type { RegisterRead } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/holdings/reads`: who read the holders register, newest first. */
export function getRegisterReads(signal?: AbortSignal): Promise<RegisterRead[]> {
  return apiRequest<RegisterRead[]>('/api/admin/iqs/holdings/reads', { query: { limit: 50 }, signal })
}

export function getRegisterReadsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.registerReads,
    queryFn: ({ signal }) => getRegisterReads(signal),
  })
}

/** Loaded only when `enabled` (the section is opened). */
export function useRegisterReads(enabled: boolean) {
  return useQuery({ ...getRegisterReadsQueryOptions(), enabled })
}
