import type { AdminPermission } from '@iqs/protocol'
import { paths } from './paths.js'
import type { Role } from './session.js'

/** A header link: where it goes and its label key in the `common` namespace. */
export interface NavLink {
  to: string
  labelKey: string
  /** Token links sit in the header's token section, shown only to signed-in, non-guest roles. */
  token?: boolean
  /** An admin area's link shows only to an admin holding this group (issue 18). */
  permission?: AdminPermission
}

const link = (to: string, labelKey: string, token = false): NavLink => ({ to, labelKey, token })
const adminLink = (to: string, labelKey: string, permission: AdminPermission, token = false): NavLink => ({
  to,
  labelKey,
  token,
  permission,
})
const myAccount = link(paths.myAccount, 'nav.myAccount')
const myIqstem = link(paths.myIqstem, 'nav.myIqstem')
const myIqsTokens = link(paths.myIqsTokens, 'nav.myIqsTokens', true)
const myProjects = link(paths.myProjects, 'nav.myProjects')

/** The header links of each role, exactly as the table of spec §2. */
export const HEADER_LINKS: Record<Role, readonly NavLink[]> = {
  Guest: [
    myAccount,
    link(paths.aboutUs, 'nav.aboutUs'),
    link(paths.ourLeaders, 'nav.ourLeaders'),
    link(paths.projects, 'nav.projects'),
    link(paths.publications, 'nav.publications'),
    link(paths.contactUs, 'nav.contactUs'),
  ],
  IQStem: [myAccount, myIqstem, myIqsTokens],
  Client: [myAccount, myProjects],
  Consultant: [myAccount, link(paths.myProfile, 'nav.myProfile'), myProjects, myIqstem, myIqsTokens],
  ExecPartner: [myAccount, link(paths.myProfile, 'nav.myProfile'), myProjects, myIqstem, myIqsTokens],
  Admin: [
    adminLink(paths.adminProjects, 'nav.adminProjects', 'projects'),
    adminLink(paths.adminExecPartners, 'nav.adminExecPartners', 'exec_partners'),
    adminLink(paths.adminConsultants, 'nav.adminConsultants', 'consultants'),
    adminLink(paths.adminIqstem, 'nav.adminIqstem', 'iqstem'),
    adminLink(paths.adminClients, 'nav.adminClients', 'clients'),
    adminLink(paths.iqsTokensAdmin, 'nav.iqsTokens', 'tokens', true),
    adminLink(paths.adminWebSite, 'nav.adminWebSite', 'web_site'),
    adminLink(paths.adminAccess, 'nav.adminAccess', 'admins'),
  ],
  // Not in the spec's table: the read-only auditor (DESIGN.md) reaches its account and, in the token
  // section, the audit view (event log, time travel) — the one token page the api opens to it.
  Auditor: [myAccount, link(paths.iqsAudit, 'nav.audit', true)],
}

/** Only consultants apply for a role; guests are sent to register first. */
export function canApplyForRole(role: Role): boolean {
  return role === 'Consultant'
}

/** The header links this visitor sees: their role's, and for an admin those of the groups held. */
export function visibleLinks(role: Role, adminPermissions: ReadonlySet<AdminPermission>): readonly NavLink[] {
  return HEADER_LINKS[role].filter((link) => !link.permission || adminPermissions.has(link.permission))
}
