import type { AdminConsultantPage, AdminConsultantSearchQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { memberReportsKeys } from './member-reports-keys.js'

/** `GET /api/admin/network/consultants/search`: the owners' search over every state, admins' filters. */
export const searchAdminConsultants = (query: AdminConsultantSearchQuery, signal?: AbortSignal) =>
  apiRequest<AdminConsultantPage>('/api/admin/network/consultants/search', { query: { ...query }, signal })

export const adminConsultantsQueryOptions = (query: AdminConsultantSearchQuery) =>
  queryOptions({
    queryKey: [...memberReportsKeys.consultants, query],
    queryFn: ({ signal }) => searchAdminConsultants(query, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminConsultantSearch = (query: AdminConsultantSearchQuery) =>
  useQuery(adminConsultantsQueryOptions(query))
