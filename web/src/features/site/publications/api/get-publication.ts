import type { Publication } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../../../lib/api-client.js'
import { currentLanguage, type Language } from '../../../../lib/i18n.js'

/** `GET /api/publications/:id?lang=`: a published one, in the reader's language. */
export function getPublication(id: string, language: Language, signal?: AbortSignal): Promise<Publication> {
  return apiRequest<Publication>(`/api/publications/${encodeURIComponent(id)}`, {
    query: { lang: language },
    signal,
  })
}

export function getPublicationQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: ['publications', 'detail', id, language],
    queryFn: ({ signal }) => getPublication(id, language, signal),
    retry: (count, error) =>
      count < 1 && !('status' in error && (error.status === 404 || error.status === 400)),
  })
}

export function usePublication(id: string) {
  const { i18n } = useTranslation()
  return useQuery(getPublicationQueryOptions(id, currentLanguage(i18n.language)))
}
