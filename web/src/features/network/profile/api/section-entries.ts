import type { MyProfile, ProfileListSection } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreMyProfile } from './get-my-profile.js'

/**
 * The four writes of a list section (`/api/network/profile/<section>`): add, edit, delete, and
 * reorder with every id once. One file for the four: they differ only by method and path.
 */
export const sectionEntries = {
  add: (section: ProfileListSection, body: unknown) =>
    apiRequest<MyProfile>(`/api/network/profile/${section}`, { method: 'POST', body }),
  edit: (section: ProfileListSection, id: string, body: unknown) =>
    apiRequest<MyProfile>(`/api/network/profile/${section}/${id}`, { method: 'PUT', body }),
  remove: (section: ProfileListSection, id: string) =>
    apiRequest<MyProfile>(`/api/network/profile/${section}/${id}`, { method: 'DELETE' }),
  reorder: (section: ProfileListSection, ids: string[]) =>
    apiRequest<MyProfile>(`/api/network/profile/${section}/order`, { method: 'PUT', body: { ids } }),
}

/** Saves a new entry (no id) or an edit of one. */
export function useSaveEntry(section: ProfileListSection) {
  const store = useStoreMyProfile()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id ? sectionEntries.edit(section, id, body) : sectionEntries.add(section, body),
    onSuccess: store,
  })
}

export function useDeleteEntry(section: ProfileListSection) {
  const store = useStoreMyProfile()
  return useMutation({ mutationFn: (id: string) => sectionEntries.remove(section, id), onSuccess: store })
}

export function useReorderEntries(section: ProfileListSection) {
  const store = useStoreMyProfile()
  return useMutation({
    mutationFn: (ids: string[]) => sectionEntries.reorder(section, ids),
    onSuccess: store,
  })
}
