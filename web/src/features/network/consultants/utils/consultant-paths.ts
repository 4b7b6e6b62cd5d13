import { paths } from '../../../../lib/paths.js'
import type { Role } from '../../../../lib/session.js'

/**
 * Where a role finds consultants (spec §2): a client's find-consultants, an executive partner's
 * search-consultants. A consultant's page sits under it: `<search>/:userId`.
 */
export const searchPath = (role: Role) =>
  `${paths.myProjects}/${role === 'ExecPartner' ? 'search-consultants' : 'find-consultants'}`

export const consultantPath = (role: Role, userId: number) => `${searchPath(role)}/${userId}`

/** The shortlist (both owner roles). */
export const shortlistPath = `${paths.myProjects}/my-consultants`
