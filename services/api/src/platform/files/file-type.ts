import { fileTypeFromBuffer } from 'file-type'

export interface DetectedFormat {
  /** pdf, doc, docx, txt, jpg or png. */
  format: string
  mimeType: string
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
}

/** The formats a file name may claim, folded to one name per format. */
const NAME_FORMAT: Record<string, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
}

/**
 * The real format of an upload, read from its bytes (never from its name or the browser's
 * Content-Type): file-type's magic numbers for PDF, JPEG, PNG and DOCX (a zip holding `word/`); an
 * OLE2 compound file is a legacy Word DOC; bytes with no magic that are valid UTF-8 without NUL are
 * text. Undefined for anything else.
 */
export async function detectFormat(content: Uint8Array): Promise<DetectedFormat | undefined> {
  const detected = await fileTypeFromBuffer(content)
  let format: string | undefined
  if (detected) {
    if (detected.ext === 'pdf' || detected.ext === 'png' || detected.ext === 'docx') format = detected.ext
    else if (detected.ext === 'jpg') format = 'jpg'
    else if (detected.ext === 'cfb' || isOle2(content)) format = 'doc'
  } else if (isOle2(content)) {
    format = 'doc'
  } else if (isUtf8Text(content)) {
    format = 'txt'
  }
  return format ? { format, mimeType: MIME[format] as string } : undefined
}

/**
 * Checks an upload against the formats its field allows (`['pdf', 'doc', 'docx']`, `jpeg` and
 * `jpg` alike): its content must be one of them, and a name that claims a known format must claim
 * the real one (a PNG named `.pdf` is refused as disguised). Undefined when refused.
 *
 * @example await checkFormat(['pdf', 'doc', 'docx'], 'cv.pdf', bytes) // { format: 'pdf', ... }
 */
export async function checkFormat(
  allowedFormats: readonly string[],
  fileName: string,
  content: Uint8Array,
): Promise<DetectedFormat | undefined> {
  const detected = await detectFormat(content)
  if (!detected) return undefined
  const allowed = allowedFormats.map((f) => NAME_FORMAT[f])
  if (!allowed.includes(detected.format)) return undefined
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase()
  const claimed = extension ? NAME_FORMAT[extension] : undefined
  if (claimed && claimed !== detected.format) return undefined
  return detected
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

function isOle2(content: Uint8Array): boolean {
  return content.length >= 512 && OLE2_MAGIC.every((byte, i) => content[i] === byte)
}

function isUtf8Text(content: Uint8Array): boolean {
  if (content.length === 0 || content.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content)
    return true
  } catch {
    return false
  }
}
