import { CV_ALLOWED_FORMATS, CV_MAX_FILE_BYTES, cvMessages, isSafeText, TEXT_REFUSED } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'
import { checkFormat } from '../../platform/files/file-type.js'

/** A CV read from a multipart form, checked, not stored yet. */
export interface CvUpload {
  fileName: string
  mimeType: string
  content: Buffer
}

/**
 * Reads the `file` part of a multipart form: one file, at most 10 MB (the multipart limit stops
 * the stream there), PDF, DOC or DOCX by its content and not disguised by its name. Refuses with
 * the spec's file messages (§8), the limit in `details`. The form's text fields go to `onField`
 * (an application's cover message), else they are ignored.
 */
export async function readCvUpload(
  request: FastifyRequest,
  onField?: (name: string, value: unknown) => void,
): Promise<CvUpload> {
  if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the CV as multipart/form-data')
  let upload: CvUpload | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        onField?.(part.fieldname, part.value)
        continue
      }
      if (part.fieldname !== 'file' || upload)
        throw appError('VALIDATION_FAILED', 'Send one file, in the field named file')
      const content = await part.toBuffer()
      if (content.length === 0) throw appError('VALIDATION_FAILED', 'The file is empty')
      const given = part.filename || 'cv'
      if (!isSafeText(given)) throw appError('VALIDATION_FAILED', `The file name ${TEXT_REFUSED}`)
      // By code points: cutting between the halves of a surrogate pair would leave a lone one.
      const fileName = Array.from(given).slice(0, 200).join('')
      const format = await checkFormat(CV_ALLOWED_FORMATS, fileName, content)
      if (!format)
        throw appError('CV_FORMAT_NOT_ALLOWED', cvMessages.formatNotAllowed, {
          allowedFormats: CV_ALLOWED_FORMATS,
        })
      upload = { fileName, mimeType: format.mimeType, content }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw appError('CV_FILE_TOO_LARGE', cvMessages.fileTooLarge, { maxBytes: CV_MAX_FILE_BYTES })
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw appError('VALIDATION_FAILED', 'Send one file, in the field named file')
    throw error
  }
  if (!upload) throw appError('VALIDATION_FAILED', 'Send one file, in the field named file')
  return upload
}
