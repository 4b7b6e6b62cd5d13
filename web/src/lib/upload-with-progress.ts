import type { ErrorCode } from '@iqs/protocol'
import { ApiError, apiClient, apiUrl } from './api-client.js'

/** How much of an upload has been sent. */
export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * Sends a multipart form to the api and resolves to the answer's `data`. XMLHttpRequest rather
 * than fetch: only it reports the upload's real progress (`upload.onprogress`) for a progress bar.
 * A refusal rejects with the api's coded ApiError, as `apiRequest` does; an expired access token
 * (401) is renewed through the app's client, as `apiRequest` does, and the upload sent once more.
 *
 * @example await uploadWithProgress<Onboarding>('/api/network/onboarding/cv', form, setProgress)
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  try {
    return await sendOnce<T>(path, form, onProgress, method)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    await apiClient.refreshSession()
    return sendOnce<T>(path, form, onProgress, method)
  }
}

function sendOnce<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  method: 'POST' | 'PUT',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, apiUrl(path))
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      let body: { data?: T; error?: { code: ErrorCode; message: string; details?: unknown } } = {}
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        body = {}
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data !== undefined) resolve(body.data)
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
