import type { News } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `POST /api/admin/iqs/news` (multipart): title, body and an optional file. */
export function publishNews(input: { title: string; body: string; file: File | null }): Promise<News> {
  const form = new FormData()
  form.set('title', input.title)
  form.set('body', input.body)
  if (input.file) form.set('file', input.file)
  return apiRequest<News>('/api/admin/iqs/news', { method: 'POST', body: form })
}

export function usePublishNews() {
  return useMutation({ mutationFn: publishNews })
}
