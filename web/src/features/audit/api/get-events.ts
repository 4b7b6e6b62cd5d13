import type { EventLogPage } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { auditKeys } from './audit-keys.js'

export interface EventLogFilters {
  from: number
  limit: number
  /** An exact stream id, or a prefix ending in `*`. */
  stream?: string | undefined
  type?: string | undefined
}

/** `GET /api/admin/events?from=&limit=&stream=&type=`: the log in global order (Admin, Auditor). */
export function getEvents(filters: EventLogFilters, signal?: AbortSignal): Promise<EventLogPage> {
  return apiRequest<EventLogPage>('/api/admin/events', { query: { ...filters }, signal })
}

export function getEventsQueryOptions(filters: EventLogFilters) {
  return queryOptions({
    queryKey: [...auditKeys.events, filters],
    queryFn: ({ signal }) => getEvents(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useEvents(filters: EventLogFilters) {
  return useQuery(getEventsQueryOptions(filters))
}
