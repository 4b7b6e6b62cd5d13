import type { MyProjects } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { MY_PROJECTS_KEY, myProjectKey } from './my-projects-cache.js'

/** `DELETE /api/network/projects/:id`: a draft of mine; answers my projects. */
export function deleteProject(id: number): Promise<MyProjects> {
  return apiRequest<MyProjects>(`/api/network/projects/${id}`, { method: 'DELETE' })
}

export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_projects, id) => {
      queryClient.removeQueries({ queryKey: myProjectKey(id) })
      void queryClient.invalidateQueries({ queryKey: [...MY_PROJECTS_KEY, 'list'] })
    },
  })
}
