import { consultantsQuerySchema, type ConsultantsQuery } from '@iqs/protocol'

/** The search's criteria as the address keeps them (shareable, kept on reload). */
export type ConsultantCriteria = Omit<ConsultantsQuery, 'page' | 'page_size'>

export const CRITERIA_KEYS = [
  'query',
  'sector',
  'practice',
  'function',
  'seniority',
  'languages',
  'available',
  'max_day_rate',
] as const

/**
 * Reads the criteria from the address as the api reads them; a value it would refuse is dropped,
 * so a hand-edited address still searches. Languages stay the comma-separated text the api takes.
 */
export function criteriaFrom(params: URLSearchParams): ConsultantCriteria {
  const criteria: Record<string, string> = {}
  for (const key of CRITERIA_KEYS) {
    const raw = params.get(key) ?? undefined
    const parsed = consultantsQuerySchema.shape[key].safeParse(raw)
    if (!parsed.success || parsed.data === undefined || raw === undefined) continue
    criteria[key] = key === 'languages' ? (parsed.data as string[]).join(',') : String(parsed.data)
  }
  return criteria as ConsultantCriteria
}
