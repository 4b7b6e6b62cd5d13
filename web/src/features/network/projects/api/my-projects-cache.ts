import type { MyProject } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'

/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const MY_PROJECTS_KEY = ['account', 'network-projects'] as const

export const myProjectKey = (id: number) => [...MY_PROJECTS_KEY, 'one', id] as const

/**
 * Every write answers the project (with its history): the cache takes it as it is; the lists and
 * their counts, and the public board (which shows published projects), read theirs again.
 */
export function useStoreMyProject() {
  const queryClient = useQueryClient()
  return (project: MyProject) => {
    queryClient.setQueryData(myProjectKey(project.id), project)
    void queryClient.invalidateQueries({ queryKey: [...MY_PROJECTS_KEY, 'list'] })
    void queryClient.invalidateQueries({ queryKey: ['projects'] })
  }
}
