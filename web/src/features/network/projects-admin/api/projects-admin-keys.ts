/**
 * The query keys of the projects admin area, in one place. Under `account`: dropped with everything
 * else of the signed-in user when the session changes.
 */
export const projectsAdminKeys = {
  all: ['account', 'projects-admin'] as const,
  reports: ['account', 'projects-admin', 'reports'] as const,
  projects: ['account', 'projects-admin', 'projects'] as const,
  sheet: (projectId: number) => ['account', 'projects-admin', 'sheet', projectId] as const,
}
