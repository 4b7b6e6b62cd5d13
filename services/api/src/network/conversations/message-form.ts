import {
  isSafeText,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  TEXT_REFUSED,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'
import { attachmentFormat } from './attachment-format.js'

/** A file of a message, read and checked, not stored yet. */
export interface AttachmentUpload {
  fileName: string
  mimeType: string
  content: Buffer
}

/** The files of each multipart message, read before validation, taken by the handler. */
const uploads = new WeakMap<FastifyRequest, AttachmentUpload[]>()

const tooMany = () => appError('MESSAGE_TOO_MANY_ATTACHMENTS', undefined, { max: MAX_MESSAGE_ATTACHMENTS })

/**
 * Reads a multipart message: the text in the field `body` (once), up to 3 files in fields named
 * `files`, each at most 10 MB (the multipart limit stops the stream there: 413) and PDF, DOC,
 * DOCX, XLSX, PNG or JPEG by content (415). The text becomes the request's body, which the route's
 * schema then checks as it checks JSON. A JSON body passes untouched.
 */
export async function readMessageForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  const fields = new Map<string, unknown>()
  const files: AttachmentUpload[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (fields.has(part.fieldname)) throw appError('VALIDATION_FAILED', `${part.fieldname}: send it once`)
        fields.set(part.fieldname, part.value)
        continue
      }
      if (part.fieldname !== 'files')
        throw appError('VALIDATION_FAILED', 'Send files in the field named files')
      if (files.length === MAX_MESSAGE_ATTACHMENTS) throw tooMany()
      files.push(await readFile(part.filename, await part.toBuffer()))
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw appError('MESSAGE_ATTACHMENT_TOO_LARGE', undefined, { maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES })
    if (code === 'FST_FILES_LIMIT') throw tooMany()
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw appError('VALIDATION_FAILED', 'Send one field named body and at most 3 files')
    throw error
  }
  request.body = Object.fromEntries(fields)
  uploads.set(request, files)
}

async function readFile(given: string, content: Buffer): Promise<AttachmentUpload> {
  if (content.length === 0) throw appError('VALIDATION_FAILED', 'A file is empty')
  const name = given || 'attachment'
  if (!isSafeText(name)) throw appError('VALIDATION_FAILED', `The file name ${TEXT_REFUSED}`)
  // By code points: cutting between the halves of a surrogate pair would leave a lone one.
  const fileName = Array.from(name).slice(0, 200).join('')
  const format = await attachmentFormat(fileName, content)
  if (!format) throw appError('MESSAGE_ATTACHMENT_FORMAT')
  return { fileName, mimeType: format.mimeType, content }
}

/** The files of a multipart message; none for JSON. */
export const uploadedAttachmentsOf = (request: FastifyRequest): AttachmentUpload[] =>
  uploads.get(request) ?? []
