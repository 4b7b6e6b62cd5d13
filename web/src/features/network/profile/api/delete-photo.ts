import type { MyProfile } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProfile } from './get-my-profile.js'

/** `DELETE /api/network/profile/photo`: both sizes go. */
export function deletePhoto(): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/network/profile/photo', { method: 'DELETE' })
}

export function useDeletePhoto() {
  const store = useStoreMyProfile()
  return useMutation({ mutationFn: deletePhoto, onSuccess: store })
}
