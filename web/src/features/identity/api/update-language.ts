import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import type { Language } from '../../../lib/i18n.js'
import { getMeQueryOptions } from './get-me.js'

/** `PUT /api/me/language`: the language the server writes to this user in (e-mails). */
export function updateLanguage(language: Language): Promise<{ language: Language }> {
  return apiRequest<{ language: Language }>('/api/me/language', { method: 'PUT', body: { language } })
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  })
}
