import type { NotificationPage } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { NOTIFICATIONS_KEY } from './notifications-cache.js'

/** How often the bell asks for news while the page is open. */
export const NOTIFICATIONS_POLL_MS = 60_000

/** How many of the latest the bell's list shows. */
export const LATEST_COUNT = 10

/** `GET /api/network/notifications`: my latest, newest first, and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest<NotificationPage>('/api/network/notifications', {
    query: { page_size: LATEST_COUNT },
    signal,
  })
}

/**
 * Polled every minute and read again when the window gets the focus back, so the unread count
 * follows what the other side did meanwhile; never retried in a loop when it fails (the bell
 * then shows no count, the page works on).
 */
export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  })
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions())
}
