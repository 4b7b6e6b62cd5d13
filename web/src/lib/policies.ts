import { paths } from './paths.js'
import type { Role } from './session.js'

/** A header link: where it goes and its label key in the `common` namespace. */
export interface NavLink {
  to: string
  labelKey: string
  /** Token links sit in the header's token section, shown only to signed-in, non-guest roles. */
  token?: boolean
}

const link = (to: string, labelKey: string, token = false): NavLink => ({ to, labelKey, token })
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
    link(paths.adminProjects, 'nav.adminProjects'),
    link(paths.adminExecPartners, 'nav.adminExecPartners'),
    link(paths.adminConsultants, 'nav.adminConsultants'),
    link(paths.adminIqstem, 'nav.adminIqstem'),
    link(paths.adminClients, 'nav.adminClients'),
    link(paths.iqsTokensAdmin, 'nav.iqsTokens', true),
    link(paths.adminWebSite, 'nav.adminWebSite'),
  ],
  // Not in the spec's table: the read-only auditor (DESIGN.md) reaches its account and, in the token
  // section, the audit view (event log, time travel) — the one token page the api opens to it.
  Auditor: [myAccount, link(paths.iqsAudit, 'nav.audit', true)],
}

/** Only consultants apply for a role; guests are sent to register first. */
export function canApplyForRole(role: Role): boolean {
  return role === 'Consultant'
}
