import { useQuery } from '@tanstack/react-query'
import { getMeQueryOptions } from '../../../lib/me-query.js'

export { getMe, getMeQueryOptions } from '../../../lib/me-query.js'

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled: options.enabled ?? true })
}
