import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `PUT /api/admin/iqs/white-list/:userId/public-key`: assigns an owner's key by hand. */
export function setPublicKey(userId: number, publicKey: string) {
  return apiRequest(`/api/admin/iqs/white-list/${userId}/public-key`, {
    method: 'PUT',
    body: { public_key: publicKey },
  })
}

export function useSetPublicKey(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (publicKey: string) => setPublicKey(userId, publicKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.whiteList }),
  })
}
