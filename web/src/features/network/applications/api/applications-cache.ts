import type { Application } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'

/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const JOBS_KEY = ['account', 'network-jobs'] as const
export const APPLICATIONS_KEY = ['account', 'network-applications'] as const

export const applicationKey = (id: string) => [...APPLICATIONS_KEY, 'one', id] as const
export const projectApplicationsKey = (projectId: number) =>
  [...APPLICATIONS_KEY, 'project', projectId] as const

/**
 * Every write answers the application (with its history): the cache takes it as it is; the lists
 * that show its state (mine, the project's applicants, the jobs with "my application") read theirs
 * again, and so do the notifications, since the other side's answer may already be there.
 */
export function useStoreApplication() {
  const queryClient = useQueryClient()
  return (application: Application) => {
    queryClient.setQueryData(applicationKey(application.id), application)
    void queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_KEY, 'mine'] })
    void queryClient.invalidateQueries({ queryKey: projectApplicationsKey(application.project.id) })
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY })
  }
}
