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
