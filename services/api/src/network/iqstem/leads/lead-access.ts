import type { UserType } from '@iqs/protocol'

/**
 * Who brings leads (spec §1 "ecosystem partners"): IQStem accounts, and consultants and executive
 * partners, who meet clients too. Writing needs the membership approved (MEMBER_NOT_APPROVED).
 */
export const LEAD_MEMBER_ROLES: readonly UserType[] = ['IQStem', 'Consultant', 'ExecPartner']

/** The OpenAPI tags of the members' and the admins' lead routes. */
export const leadsTags = ['iqstem leads']
export const adminLeadsTags = ['iqstem admin']
