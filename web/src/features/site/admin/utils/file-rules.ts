import {
  SITE_DOCUMENT_FORMATS,
  SITE_DOCUMENT_MAX_BYTES,
  SITE_IMAGE_FORMATS,
  SITE_IMAGE_MAX_BYTES,
} from '@iqs/protocol'

/** What a file slot accepts: the formats by extension (the server checks the bytes) and the size. */
export interface FileRule {
  formats: readonly string[]
  maxBytes: number
}

export const DOCUMENT_RULE: FileRule = { formats: SITE_DOCUMENT_FORMATS, maxBytes: SITE_DOCUMENT_MAX_BYTES }
export const IMAGE_RULE: FileRule = { formats: SITE_IMAGE_FORMATS, maxBytes: SITE_IMAGE_MAX_BYTES }

/** "10 MB", as the server's refusals name a limit (`details.max`). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/**
 * The refusal the server would answer, found before sending: the same code and details, so the
 * field shows the same text. Undefined when the file may go (the server still reads its bytes).
 */
export function checkChosenFile(
  file: File,
  rule: FileRule,
): { code: 'SITE_FILE_TOO_LARGE' | 'SITE_FILE_TYPE'; details: Record<string, string> } | undefined {
  if (file.size > rule.maxBytes)
    return { code: 'SITE_FILE_TOO_LARGE', details: { max: megabytes(rule.maxBytes) } }
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (extension && !rule.formats.includes(extension))
    return { code: 'SITE_FILE_TYPE', details: { accepted: rule.formats.join(', ') } }
  return undefined
}
