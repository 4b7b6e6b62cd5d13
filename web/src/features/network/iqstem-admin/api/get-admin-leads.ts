import type { AdminLeadPage, LeadState } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export interface AdminLeadFilters {
  state?: LeadState | undefined
  query?: string | undefined
  page: number
}

/** `GET /api/admin/iqstem/leads`: every member's leads, newest first, with the count of each state. */
export const getAdminLeads = (filters: AdminLeadFilters, signal?: AbortSignal) =>
  apiRequest<AdminLeadPage>('/api/admin/iqstem/leads', { query: { ...filters, page_size: 20 }, signal })

export const getAdminLeadsQueryOptions = (filters: AdminLeadFilters) =>
  queryOptions({
    queryKey: [...iqstemAdminKeys.leads, 'list', filters],
    queryFn: ({ signal }) => getAdminLeads(filters, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminLeads = (filters: AdminLeadFilters) => useQuery(getAdminLeadsQueryOptions(filters))
