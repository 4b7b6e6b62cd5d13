import { isSafeText, TEXT_REFUSED } from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import path from 'node:path'
import { appError } from '../../platform/errors.js'

/** One uploaded file: its bytes and the name the browser gave it. */
export interface SiteUpload {
  content: Buffer
  fileName: string
}

/** "10 MB": how the refusal names a limit (details.max, which the web shows as it is). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** File names are kept for the download; past this they are cut, keeping the extension. */
const MAX_NAME = 150

/**
 * Reads a multipart form of one file in the field `file`, at most `maxBytes`. Refuses (never
 * stores) a body that is not multipart (415), any other part (400), a file over the limit (413
 * SITE_FILE_TOO_LARGE with `details.max`), an empty file or an unfit name (400). Its type is the
 * caller's to check, by content.
 */
export async function readSiteUpload(request: FastifyRequest, maxBytes: number): Promise<SiteUpload> {
  if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data')
  const max = megabytes(maxBytes)
  let found: SiteUpload | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found)
        throw appError('VALIDATION_FAILED', 'Send one file, in the field "file"')
      const content = await part.toBuffer()
      // A browser on Windows may send the whole path: keep the name only.
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()?.trim() || 'file'
      if (content.length === 0) throw appError('VALIDATION_FAILED', 'file: the file is empty')
      if (!isSafeText(fileName)) throw appError('VALIDATION_FAILED', `file: the file name ${TEXT_REFUSED}`)
      found = { content, fileName: shortName(fileName) }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw appError('SITE_FILE_TOO_LARGE', `The file is too large: ${max} at most`, { max })
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw appError('VALIDATION_FAILED', 'Send one file, in the field "file"')
    throw error
  }
  if (!found) throw appError('VALIDATION_FAILED', 'file: choose a file')
  return found
}

function shortName(name: string): string {
  if (name.length <= MAX_NAME) return name
  const extension = path.extname(name).slice(0, 10)
  return `${name.slice(0, MAX_NAME - extension.length)}${extension}`
}
