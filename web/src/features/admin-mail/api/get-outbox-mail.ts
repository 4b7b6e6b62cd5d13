import type { MailOutboxMail } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { mailOutboxKeys } from './mail-outbox-keys.js'

/** `GET /api/admin/mail-outbox/{id}`: one mail with its HTML and text bodies (Admin). */
export function getOutboxMail(id: number, signal?: AbortSignal): Promise<MailOutboxMail> {
  return apiRequest<MailOutboxMail>(`/api/admin/mail-outbox/${id}`, { signal })
}

export function getOutboxMailQueryOptions(id: number) {
  // A mail in the outbox never changes.
  return queryOptions({
    queryKey: mailOutboxKeys.mail(id),
    queryFn: ({ signal }) => getOutboxMail(id, signal),
    staleTime: Infinity,
  })
}

export function useOutboxMail(id: number) {
  return useQuery(getOutboxMailQueryOptions(id))
}
