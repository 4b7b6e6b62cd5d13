import type { representativeListSchema } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export type RepresentativeList = z.infer<typeof representativeListSchema>

/** `GET /api/admin/iqstem/representatives`: the admin accounts a lead can be assigned to. */
export const getRepresentatives = (signal?: AbortSignal) =>
  apiRequest<RepresentativeList>('/api/admin/iqstem/representatives', { signal })

export const useRepresentatives = () =>
  useQuery({ queryKey: iqstemAdminKeys.representatives, queryFn: ({ signal }) => getRepresentatives(signal) })
