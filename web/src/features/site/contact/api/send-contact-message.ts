import type { ContactReceipt, ContactRequest } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `POST /api/contact`. */
export function sendContactMessage(request: ContactRequest): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('/api/contact', { method: 'POST', body: request })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
