import { paths } from '../../../../lib/paths.js'
import type { Role } from '../../../../lib/session.js'

/** The pages both project owners have, after their own (spec §2). */
const OWNER_PAGES = ['new-project', 'my-consultants', 'my-reviews', 'new-review'] as const

/** The /my-projects menu of each role, in the spec's order (§2); roles without one get none. */
const MENUS: Partial<Record<Role, readonly string[]>> = {
  Consultant: ['jobs', 'applications', 'contracts'],
  Client: ['project-status', 'find-consultants', ...OWNER_PAGES],
  ExecPartner: ['reports', 'my-projects', 'search-consultants', ...OWNER_PAGES],
}

/** The pages of a role's menu (their path under /my-projects and their `menu.*` text key). */
export function myProjectsMenu(role: Role): readonly string[] {
  return MENUS[role] ?? []
}

/** Who writes projects (spec §2: new-project is on the client's and the executive partner's menus). */
export const PROJECT_OWNER_ROLES: readonly Role[] = ['Client', 'ExecPartner']

/**
 * Where a role that owns no projects is sent from an owner's page: a consultant to their first
 * menu item, an IQStem member to their own area, anyone else to their account.
 */
export function notForRoleTarget(role: Role): { to: string; labelKey: string } {
  if (role === 'Consultant') return { to: `${paths.myProjects}/jobs`, labelKey: 'network-projects:menu.jobs' }
  if (role === 'IQStem') return { to: paths.myIqstem, labelKey: 'common:areas.myIqstem' }
  return { to: paths.myAccount, labelKey: 'common:areas.myAccount' }
}
