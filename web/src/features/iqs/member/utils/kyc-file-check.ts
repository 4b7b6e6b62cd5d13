import { KYC_ALLOWED_FORMATS, KYC_MAX_FILE_BYTES, type KycFileKind } from '@iqs/protocol'

/** Why a chosen document is refused before sending: its format (by name) or its size. */
export type KycFileProblem = 'format' | 'size'

/** The file's extension, lower case ('' when it has none). */
export function fileExtension(file: Pick<File, 'name'>): string {
  const dot = file.name.lastIndexOf('.')
  return dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
}

/**
 * Spec §5: the extension must be one of the kind's formats, and the size at most 10 MB. The api
 * checks the bytes themselves again; this only spares the member a refused upload.
 *
 * @example checkKycFile('id', new File([], 'id.docx')) // 'format'
 */
export function checkKycFile(kind: KycFileKind, file: Pick<File, 'name' | 'size'>): KycFileProblem | null {
  if (!KYC_ALLOWED_FORMATS[kind].includes(fileExtension(file))) return 'format'
  if (file.size > KYC_MAX_FILE_BYTES) return 'size'
  return null
}
