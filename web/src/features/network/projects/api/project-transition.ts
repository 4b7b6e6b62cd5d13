import type { MyProject, OwnerProjectTransition } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProject } from './my-projects-cache.js'

/** `POST /api/network/projects/:id/publish|close|reopen`. */
export function runProjectTransition({
  id,
  transition,
}: {
  id: number
  transition: OwnerProjectTransition
}): Promise<MyProject> {
  return apiRequest<MyProject>(`/api/network/projects/${id}/${transition}`, { method: 'POST' })
}

export function useProjectTransition() {
  const store = useStoreMyProject()
  return useMutation({ mutationFn: runProjectTransition, onSuccess: store })
}
