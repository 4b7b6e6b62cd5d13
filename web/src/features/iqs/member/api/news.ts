import type { News } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/news`: the financial news, newest first, with their attachments. */
export function getNews(signal?: AbortSignal): Promise<News[]> {
  return apiRequest<News[]>('/api/iqs/news', { signal })
}

export function useNews() {
  return useQuery(
    queryOptions({ queryKey: ['account', 'iqs', 'news'], queryFn: ({ signal }) => getNews(signal) }),
  )
}
