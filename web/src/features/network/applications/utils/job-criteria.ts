import { jobsQuerySchema, type JobsQuery } from '@iqs/protocol'

/** The jobs' search and filters as the address keeps them (shareable, kept on reload). */
export type JobCriteria = Omit<JobsQuery, 'page' | 'page_size'>

const KEYS = ['query', 'sector', 'domain', 'experience', 'city', 'remote'] as const

/** Reads the criteria from the address as the api reads them; a value it would refuse is dropped. */
export function criteriaFrom(params: URLSearchParams): JobCriteria {
  const criteria: Record<string, unknown> = {}
  for (const key of KEYS) {
    const parsed = jobsQuerySchema.shape[key].safeParse(params.get(key) ?? undefined)
    if (parsed.success && parsed.data !== undefined) criteria[key] = parsed.data
  }
  return criteria as JobCriteria
}

/** The page number in the address, 1 when absent or not a page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The address of criteria and a page (the first page is not written). */
export function searchOf(criteria: JobCriteria, page = 1): URLSearchParams {
  const search = new URLSearchParams()
  for (const key of KEYS) {
    const value = criteria[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  if (page > 1) search.set('page', String(page))
  return search
}
