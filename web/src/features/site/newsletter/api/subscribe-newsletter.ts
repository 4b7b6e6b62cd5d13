import type { NewsletterRequest, NewsletterResult } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `POST /api/newsletter`. */
export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResult> {
  return apiRequest<NewsletterResult>('/api/newsletter', { method: 'POST', body: request })
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
