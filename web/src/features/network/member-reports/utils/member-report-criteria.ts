import {
  MEMBER_REPORT_FILTERS,
  memberReportQuerySchema,
  type MemberReportQuery,
  type MemberReportRole,
} from '@iqs/protocol'

/** The report's filters as the address keeps them (shareable, kept on reload); the role is the area's. */
export type MemberReportCriteria = Omit<MemberReportQuery, 'role' | 'page' | 'page_size'>

const KEYS = [
  'query',
  'state',
  'sector',
  'practice',
  'seniority',
  'registered_from',
  'registered_to',
] as const

/** Which filters a role has: every one but practice and seniority for clients. */
export function hasFilter(role: MemberReportRole, key: (typeof KEYS)[number]): boolean {
  return key === 'practice' || key === 'seniority'
    ? (MEMBER_REPORT_FILTERS[role] as readonly string[]).includes(key)
    : true
}

/**
 * Reads the filters from the address as the api reads them; a value it would refuse (or a filter
 * the role has not) is dropped, so a hand-edited address still shows a report.
 */
export function criteriaReader(role: MemberReportRole) {
  return (params: URLSearchParams): MemberReportCriteria => {
    const criteria: Record<string, string> = {}
    for (const key of KEYS) {
      const raw = params.get(key)
      if (raw === null || !hasFilter(role, key)) continue
      const parsed = memberReportQuerySchema.shape[key].safeParse(raw)
      if (parsed.success && parsed.data !== undefined) criteria[key] = String(parsed.data)
    }
    // Dates out of order: the api would refuse both; the address keeps the first only.
    if (
      criteria.registered_from &&
      criteria.registered_to &&
      criteria.registered_from > criteria.registered_to
    )
      delete criteria.registered_to
    return criteria as MemberReportCriteria
  }
}
