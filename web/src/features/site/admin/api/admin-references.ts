import type { AdminReference, AdminReferenceDetail, ReferenceInput } from '@iqs/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useRefreshPublicSite } from './refresh-public-site.js'
import { siteAdminKeys } from './site-admin-keys.js'

const BASE = '/api/admin/site/references'

/** `GET /api/admin/site/references`: every reference, hidden ones included, in order. */
export const getAdminReferences = (signal?: AbortSignal) =>
  apiRequest<{ items: AdminReference[] }>(BASE, { signal })

export const useAdminReferences = () =>
  useQuery({
    queryKey: [...siteAdminKeys.references, 'list'],
    queryFn: ({ signal }) => getAdminReferences(signal),
  })

/** `GET /api/admin/site/references/:id`: one reference with its history. */
export const useAdminReference = (id: number | undefined) =>
  useQuery({
    queryKey: siteAdminKeys.reference(id ?? 0),
    queryFn: ({ signal }) => apiRequest<AdminReferenceDetail>(`${BASE}/${id ?? 0}`, { signal }),
    enabled: id !== undefined,
  })

/** After any change: the reference's new state, the list, and the clients page read again. */
export function useStoreReference() {
  const client = useQueryClient()
  const refresh = useRefreshPublicSite()
  return (detail: AdminReferenceDetail | undefined, id: number) => {
    if (detail) client.setQueryData(siteAdminKeys.reference(id), detail)
    else client.removeQueries({ queryKey: siteAdminKeys.reference(id) })
    void client.invalidateQueries({ queryKey: [...siteAdminKeys.references, 'list'] })
    void refresh.references()
  }
}

/** `POST` (a new reference) or `PUT .../:id`. */
export function useSaveReference() {
  const store = useStoreReference()
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: ReferenceInput }) =>
      id === undefined
        ? apiRequest<AdminReferenceDetail>(BASE, { method: 'POST', body })
        : apiRequest<AdminReferenceDetail>(`${BASE}/${id}`, { method: 'PUT', body }),
    onSuccess: (detail) => store(detail, detail.id),
  })
}

/** `DELETE .../:id`: the reference and its logo. */
export function useDeleteReference() {
  const store = useStoreReference()
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => store(undefined, id),
  })
}

export const referenceLogoPath = (id: number) => `${BASE}/${id}/logo`
