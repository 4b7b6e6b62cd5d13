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

/** The page number in the address, 1 when absent or not a page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The address of criteria and a page (the first page is not written). */
export function searchOf(criteria: ConsultantCriteria, page = 1): URLSearchParams {
  const search = new URLSearchParams()
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  if (page > 1) search.set('page', String(page))
  return search
}
