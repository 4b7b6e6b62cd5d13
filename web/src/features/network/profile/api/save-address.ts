import type { MyProfile, ProfileAddressRequest } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProfile } from './get-my-profile.js'

/** `PUT /api/network/profile/address`: kept on the account, never shown to others. */
export function saveAddress(body: ProfileAddressRequest): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/network/profile/address', { method: 'PUT', body })
}

export function useSaveAddress() {
  const store = useStoreMyProfile()
  return useMutation({ mutationFn: saveAddress, onSuccess: store })
}
