import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { uploadWithProgress } from '../../../../lib/upload-with-progress.js'

/**
 * `PUT` of one file (multipart, field `file`) to a record's file slot (a publication's file or
 * cover, an ad's image, a reference's logo), with its progress from 0 to 1; the answer is the
 * record's new detail, which `onStored` keeps.
 */
export function useUploadSiteFile<T>(onProgress: (share: number) => void, onStored: (detail: T) => void) {
  return useMutation({
    mutationFn: ({ path, file }: { path: string; file: File }) => {
      const form = new FormData()
      form.append('file', file)
      return uploadWithProgress<T>(
        path,
        form,
        ({ loaded, total }) => onProgress(total ? loaded / total : 0),
        'PUT',
      )
    },
    onSuccess: onStored,
  })
}

/** `DELETE` of a record's file slot; the answer is the record's new detail. */
export function useRemoveSiteFile<T>(onStored: (detail: T) => void) {
  return useMutation({
    mutationFn: (path: string) => apiRequest<T>(path, { method: 'DELETE' }),
    onSuccess: onStored,
  })
}
