import type { MessagePage } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { conversationListKey, unreadMessagesKey } from './conversations-cache.js'

/** `POST /api/network/applications/:id/messages/read`: everything until now is read. */
export function markConversationRead(applicationId: string): Promise<MessagePage> {
  return apiRequest<MessagePage>(`/api/network/applications/${applicationId}/messages/read`, {
    method: 'POST',
  })
}

/** Marks read, then the header's count and list follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unreadMessagesKey })
      void queryClient.invalidateQueries({ queryKey: conversationListKey })
    },
  })
}
