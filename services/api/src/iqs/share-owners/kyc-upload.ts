import {
  KYC_ALLOWED_FORMATS,
  KYC_MAX_REQUEST_BYTES,
  kycFileKinds,
  isSafeText,
  kycMessages,
  TEXT_REFUSED,
  type KycFileKind,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import { createHash, randomUUID } from 'node:crypto'
import { appError } from '../../platform/errors.js'
import { checkKycFormat } from './kyc-file-type.js'
import type { KycFileRef } from './share-owner-decider.js'

export interface KycUpload {
  fields: Record<string, string>
  files: (KycFileRef & { content: Buffer })[]
}

const isKind = (name: string): name is KycFileKind => (kycFileKinds as readonly string[]).includes(name)

/**
 * Reads a multipart KYC form: text fields, and at most one file per kind (`statutes`, `kbis`, `id`,
 * `bank`), each at most 10 MB and 25 MB in all, each of a format its kind allows by content. Refuses
 * with the spec's messages; nothing is stored here. The text fields are checked by `kycFieldsSchema`;
 * file names, which the schema does not see, are checked here (no control character: PostgreSQL
 * refuses U+0000). A form busboy cannot read goes to the error handler (400 MULTIPART_INVALID).
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  if (!request.isMultipart())
    throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the KYC form as multipart/form-data')
  const fields: Record<string, string> = {}
  const files: KycUpload['files'] = []
  let total = 0
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string')
          throw appError('VALIDATION_FAILED', `${part.fieldname}: must be text`)
        fields[part.fieldname] = part.value
        continue
      }
      if (!isKind(part.fieldname))
        throw appError(
          'VALIDATION_FAILED',
          `${part.fieldname}: unknown document (statutes, kbis, id or bank)`,
        )
      if (files.some((f) => f.kind === part.fieldname))
        throw appError('VALIDATION_FAILED', `${part.fieldname}: send one file per document`)
      const kind = part.fieldname
      const content = await part.toBuffer()
      total += content.length
      if (total > KYC_MAX_REQUEST_BYTES)
        throw appError('KYC_FILE_TOO_LARGE', 'File size should not exceed 25 MB for all documents together')
      if (content.length === 0) throw appError('VALIDATION_FAILED', `${kind}: the file is empty`)
      const given = part.filename || kind
      if (!isSafeText(given)) throw appError('VALIDATION_FAILED', `${kind}: the file name ${TEXT_REFUSED}`)
      // By code points: cutting between the halves of a surrogate pair would leave a lone one.
      const fileName = Array.from(given).slice(0, 200).join('')
      const format = await checkKycFormat(kind, fileName, content)
      if (!format)
        throw appError('KYC_FORMAT_NOT_ALLOWED', kycMessages.formatNotAllowed(KYC_ALLOWED_FORMATS[kind]))
      files.push({
        fileId: randomUUID(),
        kind,
        fileName,
        mimeType: format.mimeType,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      })
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('KYC_FILE_TOO_LARGE', kycMessages.fileTooLarge)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw appError('VALIDATION_FAILED', 'Too many parts in the KYC form')
    throw error
  }
  return { fields, files }
}
