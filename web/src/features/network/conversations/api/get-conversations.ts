import type { ConversationPage, UnreadMessages } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONVERSATION_POLL_MS, conversationListKey, unreadMessagesKey } from './conversations-cache.js'

/** How many conversations the header's list shows. */
export const LATEST_CONVERSATIONS = 10

/** `GET /api/network/conversations/unread`: the header's count, polled; never retried in a loop. */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => apiRequest<UnreadMessages>('/api/network/conversations/unread', { signal }),
    refetchInterval: CONVERSATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  })
}

export const useUnreadMessages = () => useQuery(unreadMessagesQueryOptions())

/** `GET /api/network/conversations`: my latest conversations, asked when the list opens. */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: conversationListKey,
    queryFn: ({ signal }) =>
      apiRequest<ConversationPage>('/api/network/conversations', {
        query: { page_size: LATEST_CONVERSATIONS },
        signal,
      }),
    enabled,
    staleTime: 0,
  })
}
