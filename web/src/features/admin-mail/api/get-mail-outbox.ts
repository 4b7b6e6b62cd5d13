import type { MailOutboxPage } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { mailOutboxKeys } from './mail-outbox-keys.js'

/** `GET /api/admin/mail-outbox?page=`: one page of the outbox, newest first (Admin). */
export function getMailOutbox(page: number, signal?: AbortSignal): Promise<MailOutboxPage> {
  return apiRequest<MailOutboxPage>(`/api/admin/mail-outbox?page=${page}`, { signal })
}

export function getMailOutboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: mailOutboxKeys.page(page),
    queryFn: ({ signal }) => getMailOutbox(page, signal),
    // The previous page stays on screen while the next loads: the pager does not jump.
    placeholderData: keepPreviousData,
  })
}

export function useMailOutbox(page: number) {
  return useQuery(getMailOutboxQueryOptions(page))
}
