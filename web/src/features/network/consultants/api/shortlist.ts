import type { Shortlist, ShortlistedConsultant } from '@iqs/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONSULTANTS_KEY, SHORTLIST_KEY } from './consultants-cache.js'

/** `GET /api/network/my-consultants`. */
export const getShortlist = (signal?: AbortSignal) =>
  apiRequest<Shortlist>('/api/network/my-consultants', { signal })

export const useShortlist = () =>
  useQuery({ queryKey: SHORTLIST_KEY, queryFn: ({ signal }) => getShortlist(signal) })

/** `PUT /api/network/my-consultants/:userId` (add, or rewrite the note). */
export const saveShortlistEntry = ({ userId, note }: { userId: number; note: string }) =>
  apiRequest<ShortlistedConsultant>(`/api/network/my-consultants/${userId}`, {
    method: 'PUT',
    body: { note },
  })

/** `DELETE /api/network/my-consultants/:userId`. */
export const removeShortlistEntry = (userId: number) =>
  apiRequest<void>(`/api/network/my-consultants/${userId}`, { method: 'DELETE' })

/** A shortlist change shows on every card and page of consultants: they read theirs again. */
function useRefreshConsultants() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: CONSULTANTS_KEY })
}

export function useSaveShortlistEntry() {
  return useMutation({ mutationFn: saveShortlistEntry, onSuccess: useRefreshConsultants() })
}

export function useRemoveShortlistEntry() {
  return useMutation({ mutationFn: removeShortlistEntry, onSuccess: useRefreshConsultants() })
}
