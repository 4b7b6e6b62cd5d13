import type { HeadlineRequest, MyProfile } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProfile } from './get-my-profile.js'

/** `PUT /api/network/profile/headline`. */
export function saveHeadline(body: HeadlineRequest): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/network/profile/headline', { method: 'PUT', body })
}

export function useSaveHeadline() {
  const store = useStoreMyProfile()
  return useMutation({ mutationFn: saveHeadline, onSuccess: store })
}
