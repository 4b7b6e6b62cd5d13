import type { ReplayJob } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { auditKeys } from './audit-keys.js'

/** How often a running replay is asked for its progress. */
const POLL_MS = 500

/**
 * `POST /api/admin/audit/replays`: starts a replay and compare (Admin, Auditor). While one runs
 * the api answers 409 REPLAY_ALREADY_RUNNING with the running job's id in `details.id`.
 */
export function startReplay(): Promise<ReplayJob> {
  return apiRequest<ReplayJob>('/api/admin/audit/replays', { method: 'POST' })
}

export function useStartReplay() {
  return useMutation({ mutationFn: startReplay })
}

/** `GET /api/admin/audit/replays`: the jobs the api keeps, newest first (the running one, the last reports). */
export function getReplays(signal?: AbortSignal): Promise<ReplayJob[]> {
  return apiRequest<ReplayJob[]>('/api/admin/audit/replays', { signal })
}

export function useReplays() {
  return useQuery(queryOptions({ queryKey: auditKeys.replays, queryFn: ({ signal }) => getReplays(signal) }))
}

/** `GET /api/admin/audit/replays/{id}`: one job, polled while it runs. */
export function getReplay(id: string, signal?: AbortSignal): Promise<ReplayJob> {
  return apiRequest<ReplayJob>(`/api/admin/audit/replays/${encodeURIComponent(id)}`, { signal })
}

export function getReplayQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...auditKeys.replays, id],
    queryFn: ({ signal }) => getReplay(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  })
}

export function useReplay(id: string | null) {
  return useQuery(getReplayQueryOptions(id))
}
