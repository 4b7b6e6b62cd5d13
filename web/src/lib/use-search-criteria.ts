import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/** The criteria of a search as the address keeps them: text values, or yes/no. */
type Criteria = Record<string, string | boolean | undefined>

export interface SearchCriteria<C extends Criteria> {
  criteria: C
  page: number
  /** Applies one change (a choice, the sent text) on top of the latest criteria; back to page 1. */
  change(patch: Partial<C>): void
  reset(): void
  goToPage(page: number): void
  /**
   * The address's search: key the filter form on it, so that going back shows that address's
   * criteria in the boxes.
   */
  formKey: string
}

/**
 * A search whose criteria and page live in the address (shareable, kept on reload and by the
 * back button).
 *
 * A change applies to the criteria last asked for, not to those of the last render: a second
 * choice made before the address of the first has rendered (a quick user, a browser test) keeps
 * the first, where spreading the rendered criteria would silently drop it.
 */
export function useSearchCriteria<C extends Criteria>(
  read: (params: URLSearchParams) => C,
): SearchCriteria<C> {
  const [params, setParams] = useSearchParams()
  const asked = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null
  }, [params])

  const show = (criteria: Partial<C>, page: number) => {
    const search = searchOf(criteria, page)
    asked.current = search
    setParams(search)
  }
  const latest = () => read(asked.current ?? params)
  return {
    criteria: read(params),
    page: pageFrom(params),
    change: (patch) => show({ ...latest(), ...patch }, 1),
    reset: () => show({}, 1),
    goToPage: (page) => show(latest(), page),
    formKey: params.toString(),
  }
}

/** The page number in the address, 1 when absent or not a page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The address of criteria and a page, leaving out empty criteria and the first page. */
export function searchOf(criteria: Criteria, page = 1): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  if (page > 1) search.set('page', String(page))
  return search
}
