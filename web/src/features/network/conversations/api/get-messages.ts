import type { MessagePage } from '@iqs/protocol'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONVERSATION_POLL_MS, messagesKey } from './conversations-cache.js'

/** `GET /api/network/applications/:id/messages`: the newest page, or the one before `before` (a seq). */
export function getMessages(applicationId: string, before: number | undefined, signal?: AbortSignal) {
  return apiRequest<MessagePage>(`/api/network/applications/${applicationId}/messages`, {
    query: { before },
    signal,
  })
}

/**
 * The thread, newest page first then the older ones asked for ("Earlier messages"); polled every
 * 15 s and on the window's focus while shown, so the other side's answers come in by themselves.
 */
export function messagesQueryOptions(applicationId: string) {
  return infiniteQueryOptions({
    queryKey: messagesKey(applicationId),
    queryFn: ({ pageParam, signal }) => getMessages(applicationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: MessagePage) => (page.has_more ? page.items[0]?.seq : undefined),
    refetchInterval: CONVERSATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
}

export function useMessages(applicationId: string) {
  return useInfiniteQuery(messagesQueryOptions(applicationId))
}
