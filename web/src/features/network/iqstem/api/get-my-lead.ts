import type { Lead } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { leadKey } from './iqstem-cache.js'

/** `GET /api/network/iqstem/leads/:id`: one of my leads, its representative's notes and its history. */
export function getMyLead(id: number, signal?: AbortSignal): Promise<Lead> {
  return apiRequest<Lead>(`/api/network/iqstem/leads/${id}`, { signal })
}

export function getMyLeadQueryOptions(id: number) {
  return queryOptions({ queryKey: leadKey(id), queryFn: ({ signal }) => getMyLead(id, signal) })
}

export function useMyLead(id: number) {
  return useQuery(getMyLeadQueryOptions(id))
}
