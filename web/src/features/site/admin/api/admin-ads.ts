import type { AdInput, AdminAd, AdminAdDetail } from '@iqs/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useRefreshPublicSite } from './refresh-public-site.js'
import { siteAdminKeys } from './site-admin-keys.js'

const BASE = '/api/admin/site/ads'

/** `GET /api/admin/site/ads`: every ad in the side column's order, with whether it shows today. */
export const getAdminAds = (signal?: AbortSignal) => apiRequest<{ items: AdminAd[] }>(BASE, { signal })

export const useAdminAds = () =>
  useQuery({ queryKey: [...siteAdminKeys.ads, 'list'], queryFn: ({ signal }) => getAdminAds(signal) })

/** `GET /api/admin/site/ads/:id`: one ad with its history. */
export const useAdminAd = (id: number | undefined) =>
  useQuery({
    queryKey: siteAdminKeys.ad(id ?? 0),
    queryFn: ({ signal }) => apiRequest<AdminAdDetail>(`${BASE}/${id ?? 0}`, { signal }),
    enabled: id !== undefined,
  })

/** After any change: the ad's new state, the list, and the side column read again in this browser. */
export function useStoreAd() {
  const client = useQueryClient()
  const refresh = useRefreshPublicSite()
  return (detail: AdminAdDetail | undefined, id: number) => {
    if (detail) client.setQueryData(siteAdminKeys.ad(id), detail)
    else client.removeQueries({ queryKey: siteAdminKeys.ad(id) })
    void client.invalidateQueries({ queryKey: [...siteAdminKeys.ads, 'list'] })
    void refresh.ads()
  }
}

/** `POST` (a new ad) or `PUT .../:id`. */
export function useSaveAd() {
  const store = useStoreAd()
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: AdInput }) =>
      id === undefined
        ? apiRequest<AdminAdDetail>(BASE, { method: 'POST', body })
        : apiRequest<AdminAdDetail>(`${BASE}/${id}`, { method: 'PUT', body }),
    onSuccess: (detail) => store(detail, detail.id),
  })
}

/** `DELETE .../:id`: the ad and its image. */
export function useDeleteAd() {
  const store = useStoreAd()
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => store(undefined, id),
  })
}

export const adImagePath = (id: number) => `${BASE}/${id}/image`
