import { adminConsultantSearchQuerySchema, type AdminConsultantSearchQuery } from '@iqs/protocol'

/** The admins' search criteria as the address keeps them: the owners' and the admins' own. */
export type AdminConsultantCriteria = Omit<
  AdminConsultantSearchQuery,
  'page' | 'page_size' | 'min_rating'
> & {
  min_rating?: string
}

const KEYS = [
  'query',
  'sector',
  'practice',
  'function',
  'seniority',
  'languages',
  'available',
  'max_day_rate',
  'state',
  'min_rating',
] as const

/**
 * Reads the criteria from the address as the api reads them; a value it would refuse is dropped,
 * so a hand-edited address still searches. Languages stay the comma-separated text the api takes.
 */
export function adminConsultantCriteriaFrom(params: URLSearchParams): AdminConsultantCriteria {
  const criteria: Record<string, string> = {}
  for (const key of KEYS) {
    const raw = params.get(key)
    if (raw === null) continue
    const parsed = adminConsultantSearchQuerySchema.shape[key].safeParse(raw)
    if (!parsed.success || parsed.data === undefined) continue
    criteria[key] = Array.isArray(parsed.data) ? parsed.data.join(',') : String(parsed.data)
  }
  return criteria as AdminConsultantCriteria
}
