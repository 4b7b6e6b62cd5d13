import type { AdminConversion } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/conversions?status=PENDING`: the conversions to validate, oldest first. */
export function getAdminConversions(signal?: AbortSignal) {
  return apiRequest<AdminConversion[]>('/api/admin/iqs/conversions', { query: { status: 'PENDING' }, signal })
}

export function getAdminConversionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.conversions,
    queryFn: ({ signal }) => getAdminConversions(signal),
  })
}

export function useAdminConversions() {
  return useQuery(getAdminConversionsQueryOptions())
}
