import type { OwnerProjectTransition, ProjectStatus } from '@iqs/protocol'

/** What an owner may do to a project in each state (the api's project process, services/api/src/network/projects/project-process.ts). */
export type ProjectAction = 'edit' | OwnerProjectTransition | 'delete'

const ACTIONS: Record<ProjectStatus, readonly ProjectAction[]> = {
  draft: ['edit', 'publish', 'delete'],
  published: ['edit', 'close'],
  closed: ['reopen'],
}

export function projectActions(status: ProjectStatus): readonly ProjectAction[] {
  return ACTIONS[status]
}
