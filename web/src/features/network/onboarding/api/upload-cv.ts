import type { Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'
import { uploadWithProgress, type UploadProgress } from '../../../../lib/upload-with-progress.js'

/** `POST /api/network/onboarding/cv` (multipart, field `file`), reporting the upload's progress. */
export function uploadCv(file: File, onProgress: (progress: UploadProgress) => void): Promise<Onboarding> {
  const form = new FormData()
  form.append('file', file, file.name)
  return uploadWithProgress<Onboarding>('/api/network/onboarding/cv', form, onProgress)
}

export function useUploadCv(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadCv(file, onProgress),
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
