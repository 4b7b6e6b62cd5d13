import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'
import { readCvUpload, type CvUpload } from '../onboarding/cv-upload.js'

/** The CV of each multipart application, read before validation, taken by the handler. */
const uploads = new WeakMap<FastifyRequest, CvUpload>()

/**
 * preValidation of `POST /api/network/jobs/:id/applications`: a multipart form carries a new CV in
 * `file` (checked as the onboarding CV: PDF, DOC or DOCX by content, at most 10 MB) and the same text
 * fields as the JSON body. Its fields become the body, which the route's schema then checks as it
 * checks JSON; the CV waits for the handler. A JSON body passes untouched.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  // A Map, not an object: a field named __proto__ stays a field.
  const fields = new Map<string, unknown>()
  const upload = await readCvUpload(request, (name, value) => {
    if (fields.has(name)) throw appError('VALIDATION_FAILED', `${name}: send it once`)
    fields.set(name, value)
  })
  request.body = Object.fromEntries(fields)
  uploads.set(request, upload)
}

/** The new CV of a multipart application; undefined for JSON (the onboarding CV is sent). */
export const uploadedCvOf = (request: FastifyRequest): CvUpload | undefined => uploads.get(request)
