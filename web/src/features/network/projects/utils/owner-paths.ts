import { paths } from '../../../../lib/paths.js'
import type { Role } from '../../../../lib/session.js'

/**
 * The owner's list of projects: the client's "project-status", the executive partner's
 * "my-projects" (spec §2 menus). A project's page sits under its owner's list
 * (`project-status/:projectId`, as the spec names it, and `my-projects/:projectId` for partners,
 * which the spec leaves unnamed), so the menu marks the list the page belongs to. Both paths
 * render the same page for both roles: a link shared between a client and a partner still opens.
 */
export function ownerProjectsPath(role: Role): string {
  return `${paths.myProjects}/${role === 'ExecPartner' ? 'my-projects' : 'project-status'}`
}

/** The list's heading: its menu item's name ("Project status", "My projects"). */
export function listTitleKey(role: Role): string {
  return role === 'ExecPartner' ? 'menu.my-projects' : 'menu.project-status'
}

/** A project's page; `edit` opens its form (`?edit=1`, so the spec's route tree gains no path). */
export function ownerProjectPath(role: Role, id: number, edit = false): string {
  return `${ownerProjectsPath(role)}/${id}${edit ? '?edit=1' : ''}`
}

export const newProjectPath = `${paths.myProjects}/new-project`
