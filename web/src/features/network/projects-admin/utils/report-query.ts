import {
  PROJECT_STATUSES,
  reportMonthSchema,
  SECTORS,
  type ProjectsReportQuery,
  type ProjectStatus,
  type Sector,
} from '@iqs/protocol'

/** A value of the address if it is one of `allowed`, else undefined (the api's default then). */
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined

/** A whole positive number of the address, else undefined. */
const positive = (value: string | null): number | undefined => {
  const number = Number(value)
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/**
 * The report's filters and page as the address holds them: what is not a valid value is left out,
 * so a hand-edited address shows the api's defaults rather than an error.
 */
export function reportQueryOf(params: URLSearchParams): ProjectsReportQuery {
  const month = (key: 'from' | 'to') => {
    const parsed = reportMonthSchema.safeParse(params.get(key) ?? '')
    return parsed.success ? parsed.data : undefined
  }
  const query: ProjectsReportQuery = {}
  const from = month('from')
  const to = month('to')
  const status = oneOf<ProjectStatus>(params.get('status'), PROJECT_STATUSES)
  const sector = oneOf<Sector>(params.get('sector'), SECTORS)
  const owner = positive(params.get('owner_id'))
  const page = positive(params.get('page'))
  if (from) query.from = from
  if (to) query.to = to
  if (status) query.status = status
  if (sector) query.sector = sector
  if (owner) query.owner_id = owner
  if (page && page > 1) query.page = page
  return query
}

/** The address of a query: only what it says (the page 1 is the default). */
export function reportParamsOf(query: ProjectsReportQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'page' && Number(value) <= 1))
      params.set(key, String(value))
  return params
}
