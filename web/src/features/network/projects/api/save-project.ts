import type { MyProject, ProjectFields } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProject } from './my-projects-cache.js'

/** The whole form, and the project it goes to: none yet (a new draft) or an id (an edit). */
export interface SaveProjectInput {
  id: number | undefined
  fields: ProjectFields
}

/** `POST /api/network/projects` (a new draft) or `PUT /api/network/projects/:id` (the whole form). */
export function saveProject({ id, fields }: SaveProjectInput): Promise<MyProject> {
  return id === undefined
    ? apiRequest<MyProject>('/api/network/projects', { method: 'POST', body: fields })
    : apiRequest<MyProject>(`/api/network/projects/${id}`, { method: 'PUT', body: fields })
}

export function useSaveProject() {
  const store = useStoreMyProject()
  return useMutation({ mutationFn: saveProject, onSuccess: store })
}
