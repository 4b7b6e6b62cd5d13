import type { Application, ApplicationRequest } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { uploadWithProgress, type UploadProgress } from '../../../../lib/upload-with-progress.js'
import { useStoreApplication } from './applications-cache.js'

export interface SubmitApplicationInput {
  jobId: number
  fields: ApplicationRequest
  /** A new CV; none sends the CV of my profile (the api copies it). */
  file: File | null
}

/**
 * `POST /api/network/jobs/:id/applications`: JSON with the profile's CV, or multipart with a new
 * one in `file` (its upload reports progress). The text fields go first in the form: the api reads
 * them as they stream in.
 */
export function submitApplication(
  { jobId, fields, file }: SubmitApplicationInput,
  onProgress: (progress: UploadProgress) => void,
): Promise<Application> {
  const path = `/api/network/jobs/${jobId}/applications`
  if (!file) return apiRequest<Application>(path, { method: 'POST', body: fields })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  form.append('file', file, file.name)
  return uploadWithProgress<Application>(path, form, onProgress)
}

export function useSubmitApplication(onProgress: (progress: UploadProgress) => void) {
  const store = useStoreApplication()
  return useMutation({
    mutationFn: (input: SubmitApplicationInput) => submitApplication(input, onProgress),
    onSuccess: store,
  })
}
