import { CV_ALLOWED_FORMATS, CV_MAX_FILE_BYTES } from '@iqs/protocol'

/** A file's extension, lower case, without the dot ('' when it has none). */
export function fileExtension(file: { name: string }): string {
  return /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
}

/**
 * The browser's first look at a chosen CV, so a wrong file is refused at once with the spec's
 * texts: too large, or not named as a PDF, DOC or DOCX. The api checks the content itself.
 */
export function checkCvFile(file: File): 'CV_FILE_TOO_LARGE' | 'CV_FORMAT_NOT_ALLOWED' | undefined {
  if (file.size > CV_MAX_FILE_BYTES) return 'CV_FILE_TOO_LARGE'
  if (!(CV_ALLOWED_FORMATS as readonly string[]).includes(fileExtension(file))) return 'CV_FORMAT_NOT_ALLOWED'
  return undefined
}
