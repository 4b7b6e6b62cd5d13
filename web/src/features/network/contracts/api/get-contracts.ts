import type { Contract, ContractList, ProjectCriteria } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONTRACTS_KEY } from './contracts-cache.js'

/** `GET /api/network/contracts`: mine, as consultant or owner, newest first. */
export const getMyContractsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'mine'],
    queryFn: ({ signal }) => apiRequest<ContractList>('/api/network/contracts', { signal }),
  })
export const useMyContracts = () => useQuery(getMyContractsQueryOptions())

/** `GET /api/network/contracts/:id`. */
export const getContractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest<Contract>(`/api/network/contracts/${id}`, { signal }),
  })
export const useContract = (id: string) => useQuery(getContractQueryOptions(id))

/** `GET /api/network/projects/:id/criteria`. */
export const getCriteriaQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'criteria', projectId],
    queryFn: ({ signal }) =>
      apiRequest<ProjectCriteria>(`/api/network/projects/${projectId}/criteria`, { signal }),
  })
export const useCriteria = (projectId: number) => useQuery(getCriteriaQueryOptions(projectId))
