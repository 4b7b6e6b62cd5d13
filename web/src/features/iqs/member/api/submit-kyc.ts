import type { KycStatus } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadWithProgress } from '../../../../lib/upload-with-progress.js'
import type { UploadProgress } from '../utils/kyc-upload-progress.js'

/**
 * `POST /api/share-owners/me/kyc` (multipart), reporting the upload's real progress, which the
 * progress bars show (the shared XMLHttpRequest upload of lib/upload-with-progress.ts).
 */
export function submitKyc(
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<KycStatus> {
  return uploadWithProgress<KycStatus>('/api/share-owners/me/kyc', form, onProgress)
}

export function useSubmitKyc(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => submitKyc(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
