import type { Application, ApplicationTransition } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreApplication } from './applications-cache.js'

export interface ApplicationTransitionInput {
  id: string
  transition: ApplicationTransition
  /** To the other side (a rejection's reason); nothing sends no body. */
  message?: string | undefined
}

/** `POST /api/network/applications/:id/shortlist|accept|reject|withdraw`, with an optional message. */
export function runApplicationTransition({ id, transition, message }: ApplicationTransitionInput) {
  return apiRequest<Application>(`/api/network/applications/${id}/${transition}`, {
    method: 'POST',
    body: message ? { message } : {},
  })
}

export function useApplicationTransition() {
  const store = useStoreApplication()
  return useMutation({ mutationFn: runApplicationTransition, onSuccess: store })
}
