import { NEWS_FILE_FORMATS } from '@iqs/protocol'
import { fileTypeFromBuffer } from 'file-type'
import { appError } from '../../platform/errors.js'

/** The media type each allowed extension is served with. */
const MEDIA_TYPES: Record<(typeof NEWS_FILE_FORMATS)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** What file-type reports for each allowed extension (old Word files are Compound File Binary). */
const DETECTED: Record<(typeof NEWS_FILE_FORMATS)[number], readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb', 'doc'],
  docx: ['docx'],
  txt: [],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
}

/**
 * The media type of an uploaded news attachment, after checking that its name has an allowed
 * extension and that its content really is of that type (a renamed executable is refused). Plain
 * text has no signature: it must have none and decode as UTF-8 without control bytes.
 *
 * @throws 415 NEWS_FILE_TYPE 'File format not allowed, allowed formats are : pdf, doc, ...'
 */
export async function checkNewsFile(fileName: string, content: Buffer): Promise<string> {
  const extension = fileName.toLowerCase().split('.').pop() as (typeof NEWS_FILE_FORMATS)[number]
  if (!fileName.includes('.') || !NEWS_FILE_FORMATS.includes(extension)) throw appError('NEWS_FILE_TYPE')
  const detected = await fileTypeFromBuffer(content)
  const expected = DETECTED[extension]
  const ok =
    expected.length === 0
      ? detected === undefined && isPlainText(content)
      : !!detected && expected.includes(detected.ext)
  if (!ok) throw appError('NEWS_FILE_TYPE')
  return MEDIA_TYPES[extension]
}

function isPlainText(content: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content)
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000E-\u001F]/.test(text)
  } catch {
    return false
  }
}
