import { isSafeText, kycMessages, TEXT_REFUSED } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { appError } from '../../platform/errors.js'

/** One uploaded file: its bytes and the name the browser gave it. */
export interface SingleFile {
  content: Buffer
  fileName: string
}

/**
 * Reads a multipart form of one file, in the field `file`. Refuses (never stores) a body that is not
 * multipart (415), any other part (400), a file over the route's multipart `fileSize` limit (413
 * KYC_FILE_TOO_LARGE, the spec's 'File size should not exceed'), an empty file or an unfit name
 * (400). Its type is the caller's to check, by content.
 */
export async function readSingleFile(request: FastifyRequest, maxMegabytes: number): Promise<SingleFile> {
  if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data')
  let found: SingleFile | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found)
        throw appError('VALIDATION_FAILED', 'Send one file, in the field "file"')
      const content = await part.toBuffer()
      const fileName = part.filename || 'file'
      if (content.length === 0) throw appError('VALIDATION_FAILED', 'file: the file is empty')
      if (!isSafeText(fileName)) throw appError('VALIDATION_FAILED', `file: the file name ${TEXT_REFUSED}`)
      found = { content, fileName }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw appError(
        'KYC_FILE_TOO_LARGE',
        `${kycMessages.fileTooLarge.replace(/\d+ MB$/, '')}${maxMegabytes} MB`,
      )
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw appError('VALIDATION_FAILED', 'Send one file, in the field "file"')
    throw error
  }
  if (!found) throw appError('VALIDATION_FAILED', 'file: choose a file')
  return found
}
