import type { NotificationPage, ReadNotificationsRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { NOTIFICATIONS_KEY } from './notifications-cache.js'

/** `POST /api/network/notifications/read`: these of mine, or all; answers my latest page. */
export function markRead(request: ReadNotificationsRequest): Promise<NotificationPage> {
  return apiRequest<NotificationPage>('/api/network/notifications/read', { method: 'POST', body: request })
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markRead,
    // The answer is my first page; the bell asks for its own size again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  })
}
