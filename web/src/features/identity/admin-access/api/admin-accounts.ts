import type { AdminAccount, AdminAccountDetail, AdminPermission } from '@iqs/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

const keys = {
  all: ['admin-access'] as const,
  list: ['admin-access', 'list'] as const,
  one: (userId: number) => ['admin-access', 'admin', userId] as const,
}

/** `GET /api/admin/admins`: every admin account and its groups. */
export const useAdminAccounts = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => apiRequest<{ items: AdminAccount[] }>('/api/admin/admins', { signal }),
  })

/** `GET /api/admin/admins/:userId`: one admin, its groups and who changed them when. */
export const useAdminAccount = (userId: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.one(userId),
    queryFn: ({ signal }) => apiRequest<AdminAccountDetail>(`/api/admin/admins/${userId}`, { signal }),
    enabled,
  })

/**
 * `PUT /api/admin/admins/:userId/permissions`: the whole set. The list, the account and the
 * signed-in admin's own groups (`/api/me`: the header's areas) are read again.
 */
export function useSetAdminPermissions(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (permissions: AdminPermission[]) =>
      apiRequest<AdminAccountDetail>(`/api/admin/admins/${userId}/permissions`, {
        method: 'PUT',
        body: { permissions },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.all })
      await client.invalidateQueries({ queryKey: ['account', 'me'] })
    },
  })
}
