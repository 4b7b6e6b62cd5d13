import type { ErrorCode, KycStatus } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiUrl } from '../../../../lib/api-client.js'
import type { UploadProgress } from '../utils/kyc-upload-progress.js'

/**
 * `POST /api/share-owners/me/kyc` (multipart). XMLHttpRequest rather than fetch: only it reports
 * the upload's real progress (`upload.onprogress`), which the progress bars show.
 */
export function submitKyc(
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<KycStatus> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl('/api/share-owners/me/kyc'))
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      let body: { data?: KycStatus; error?: { code: ErrorCode; message: string; details?: unknown } } = {}
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        body = {}
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data)
      else
        reject(
          new ApiError(
            xhr.status,
            body.error?.code ?? 'HTTP',
            body.error?.message ?? 'Upload failed',
            body.error?.details,
          ),
        )
    }
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'))
    xhr.send(form)
  })
}

export function useSubmitKyc(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => submitKyc(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
