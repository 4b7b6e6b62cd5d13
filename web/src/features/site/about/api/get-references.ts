import type { PublicReference } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../../../lib/api-client.js'
import { currentLanguage, type Language } from '../../../../lib/i18n.js'

/** `GET /api/references?lang=`: the visible client references, in order, in the reader's language. */
export function getReferences(language: Language, signal?: AbortSignal): Promise<PublicReference[]> {
  return apiRequest<PublicReference[]>('/api/references', { query: { lang: language }, signal })
}

/** Every language's references: what an admin's change to a reference refreshes. */
export const REFERENCES_QUERY_KEY = ['references'] as const

export function getReferencesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...REFERENCES_QUERY_KEY, language],
    queryFn: ({ signal }) => getReferences(language, signal),
    staleTime: 5 * 60_000,
  })
}

export function useReferences() {
  const { i18n } = useTranslation()
  return useQuery(getReferencesQueryOptions(currentLanguage(i18n.language)))
}
