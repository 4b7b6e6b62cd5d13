import { paths } from '../../../../lib/paths.js'
import type { Role } from '../../../../lib/session.js'

/**
 * The /my-iqstem pages (spec §2, and `commissions`, the ledger beyond the spec's tree), in the
 * menu's order: what the member can look at first, then what they can do.
 */
export const IQSTEM_MENU = [
  'all-projects',
  'my-leads',
  'add-leads',
  'my-consultants',
  'sponsor-consultant',
  'commissions',
] as const
export type IqstemPage = (typeof IQSTEM_MENU)[number]

/** Who has /my-iqstem (the header links it for them; the api opens its routes to them alone). */
export const IQSTEM_MEMBER_ROLES: readonly Role[] = ['IQStem', 'Consultant', 'ExecPartner']

export const iqstemPath = (page: IqstemPage) => `${paths.myIqstem}/${page}`

/** A lead's page: the spec names its parameter projectId, but it is the lead's id (a lead becomes a project). */
export const leadPath = (leadId: number) => `${iqstemPath('my-leads')}/${leadId}`
