import type {
  AdminPublicationDetail,
  AdminPublicationsQuery,
  Page,
  AdminPublication,
  PublicationInput,
} from '@iqs/protocol'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useRefreshPublicSite } from './refresh-public-site.js'
import { siteAdminKeys } from './site-admin-keys.js'

const BASE = '/api/admin/site/publications'

/** `GET /api/admin/site/publications`: every publication, drafts included, newest first. */
export const getAdminPublications = (criteria: AdminPublicationsQuery, signal?: AbortSignal) =>
  apiRequest<Page<AdminPublication>>(BASE, { query: { ...criteria }, signal })

export const getAdminPublicationsQueryOptions = (criteria: AdminPublicationsQuery) =>
  queryOptions({
    queryKey: siteAdminKeys.publicationList(criteria),
    queryFn: ({ signal }) => getAdminPublications(criteria, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminPublications = (criteria: AdminPublicationsQuery) =>
  useQuery(getAdminPublicationsQueryOptions(criteria))

/** `GET /api/admin/site/publications/:id`: one publication with its history. */
export const getAdminPublication = (id: number, signal?: AbortSignal) =>
  apiRequest<AdminPublicationDetail>(`${BASE}/${id}`, { signal })

export const useAdminPublication = (id: number | undefined) =>
  useQuery({
    queryKey: siteAdminKeys.publication(id ?? 0),
    queryFn: ({ signal }) => getAdminPublication(id ?? 0, signal),
    enabled: id !== undefined,
  })

/**
 * After any change: the publication's new state in the cache, the admin's lists and the public
 * pages read again.
 */
export function useStorePublication() {
  const client = useQueryClient()
  const refresh = useRefreshPublicSite()
  return (detail: AdminPublicationDetail | undefined, id: number) => {
    if (detail) client.setQueryData(siteAdminKeys.publication(id), detail)
    else client.removeQueries({ queryKey: siteAdminKeys.publication(id) })
    void client.invalidateQueries({ queryKey: [...siteAdminKeys.publications, 'list'] })
    void refresh.publications()
  }
}

/** `POST` (a new draft) or `PUT .../:id` (its text and date). */
export function useSavePublication() {
  const store = useStorePublication()
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: PublicationInput }) =>
      id === undefined
        ? apiRequest<AdminPublicationDetail>(BASE, { method: 'POST', body })
        : apiRequest<AdminPublicationDetail>(`${BASE}/${id}`, { method: 'PUT', body }),
    onSuccess: (detail) => store(detail, detail.id),
  })
}

/** `PUT .../:id/published`: on the public site or off it. */
export function usePublishPublication() {
  const store = useStorePublication()
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      apiRequest<AdminPublicationDetail>(`${BASE}/${id}/published`, { method: 'PUT', body: { published } }),
    onSuccess: (detail) => store(detail, detail.id),
  })
}

/** `DELETE .../:id`: the publication and its files. */
export function useDeletePublication() {
  const store = useStorePublication()
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => store(undefined, id),
  })
}

/** A file slot of a publication: the download or the cover. */
export const publicationFilePath = (id: number, slot: 'file' | 'cover') => `${BASE}/${id}/${slot}`
