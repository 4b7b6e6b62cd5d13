import type { MyProfile } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { uploadWithProgress } from '../../../../lib/upload-with-progress.js'
import { useStoreMyProfile } from './get-my-profile.js'

/** `PUT` of one file (field `file`, multipart): my photo or a publication's PDF, with its progress, 0 to 1. */
export function uploadProfileFile(
  path: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<MyProfile> {
  const form = new FormData()
  form.append('file', file)
  return uploadWithProgress<MyProfile>(path, form, ({ loaded, total }) => onProgress(loaded / total), 'PUT')
}

/** `PUT /api/network/profile/photo`: the server keeps a square avatar and a thumbnail. */
export function useUploadPhoto(onProgress: (share: number) => void) {
  const store = useStoreMyProfile()
  return useMutation({
    mutationFn: (file: File) => uploadProfileFile('/api/network/profile/photo', file, onProgress),
    onSuccess: store,
  })
}

/** `PUT /api/network/profile/publications/:id/file`: a publication's PDF. */
export function useUploadPublicationFile(onProgress: (share: number) => void) {
  const store = useStoreMyProfile()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      uploadProfileFile(`/api/network/profile/publications/${id}/file`, file, onProgress),
    onSuccess: store,
  })
}
