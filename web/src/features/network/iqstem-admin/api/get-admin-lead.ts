import type { AdminLead } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

/**
 * `GET /api/admin/iqstem/leads/:id`: a lead in full, its member, representative and history. An
 * address whose id is no number names no lead: not found, without asking.
 */
export const getAdminLead = (id: number, signal?: AbortSignal) =>
  Number.isSafeInteger(id) && id > 0
    ? apiRequest<AdminLead>(`/api/admin/iqstem/leads/${id}`, { signal })
    : Promise.reject(new ApiError(404, 'LEAD_NOT_FOUND', 'No such lead'))

export const getAdminLeadQueryOptions = (id: number) =>
  queryOptions({ queryKey: iqstemAdminKeys.lead(id), queryFn: ({ signal }) => getAdminLead(id, signal) })

export const useAdminLead = (id: number) => useQuery(getAdminLeadQueryOptions(id))
