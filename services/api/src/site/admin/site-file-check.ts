import { SITE_DOCUMENT_FORMATS, SITE_IMAGE_FORMATS } from '@iqs/protocol'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { appError } from '../../platform/errors.js'

/** A checked upload: the format its bytes are, the type it is served with, and its name. */
export interface CheckedFile {
  format: string
  contentType: string
  fileName: string
  content: Buffer
}

const DOCUMENT_TYPES: Record<(typeof SITE_DOCUMENT_FORMATS)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
}

const IMAGE_TYPES: Record<string, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
}

/** The extension a name claims, lower-case, `jpeg` read as `jpg`; undefined when it has none. */
function claimedExtension(fileName: string): string | undefined {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase()
  return extension === 'jpeg' ? 'jpg' : extension
}

/** The name as stored: with the real format's extension when it had none. */
function nameFor(fileName: string, extension: string): string {
  return claimedExtension(fileName) ? fileName : `${fileName}.${extension}`
}

const refused = (accepted: readonly string[]) => {
  const list = accepted.join(', ')
  return appError('SITE_FILE_TYPE', `This type of file is not accepted here: ${list}`, { accepted: list })
}

/**
 * A publication's download, checked by its bytes (never its name or the browser's Content-Type):
 * PDF, DOCX, PPTX and XLSX by their signatures (file-type); a legacy Word DOC is an OLE2 compound
 * file holding a `WordDocument` stream (an OLE2 Excel or PowerPoint file is not a DOC); bytes
 * with no signature that are UTF-8 without NUL are text. A name that claims another format is
 * refused as disguised. 415 SITE_FILE_TYPE with `details.accepted` otherwise.
 */
export async function checkDocument(fileName: string, content: Buffer): Promise<CheckedFile> {
  const format = await documentFormat(content)
  const claimed = claimedExtension(fileName)
  if (!format || (claimed && claimed !== format)) throw refused(SITE_DOCUMENT_FORMATS)
  return { format, contentType: DOCUMENT_TYPES[format], fileName: nameFor(fileName, format), content }
}

async function documentFormat(content: Buffer): Promise<keyof typeof DOCUMENT_TYPES | undefined> {
  const detected = await fileTypeFromBuffer(content)
  if (detected) {
    if (
      detected.ext === 'pdf' ||
      detected.ext === 'docx' ||
      detected.ext === 'pptx' ||
      detected.ext === 'xlsx'
    )
      return detected.ext
    if (detected.ext === 'cfb' && isWordDocument(content)) return 'doc'
    return undefined
  }
  if (isOle2(content)) return isWordDocument(content) ? 'doc' : undefined
  return isUtf8Text(content) ? 'txt' : undefined
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** The directory entry name of a Word document's main stream, as OLE2 writes names (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

function isOle2(content: Buffer): boolean {
  return content.length >= 512 && OLE2_MAGIC.every((byte, i) => content[i] === byte)
}

function isWordDocument(content: Buffer): boolean {
  return isOle2(content) && content.includes(WORD_STREAM)
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content)
    return true
  } catch {
    return false
  }
}

/** How big an image is kept: at most this box, never enlarged. */
export interface ImageBox {
  width: number
  height: number
}

/**
 * A cover, an ad's image or a logo: JPEG, PNG or WebP by content (sharp reads the header), resized
 * on the server to fit `box` (never enlarged), upright (EXIF orientation applied) and without its
 * metadata (a phone photo's GPS position stays with its owner). Kept in its own format, with the
 * extension of that format. 415 SITE_FILE_TYPE otherwise, also for a name claiming another format.
 */
export async function checkImage(fileName: string, content: Buffer, box: ImageBox): Promise<CheckedFile> {
  const accepted = SITE_IMAGE_FORMATS
  let format: string | undefined
  try {
    const metadata = await sharp(content).metadata()
    format = metadata.width > 0 && metadata.height > 0 ? metadata.format : undefined
  } catch {
    format = undefined
  }
  const type = format ? IMAGE_TYPES[format] : undefined
  const claimed = claimedExtension(fileName)
  if (!format || !type || (claimed && claimed !== type.extension)) throw refused(accepted)
  let resized: Buffer
  try {
    // `limitInputPixels` keeps a small file that decodes to a huge image (a "pixel bomb") out.
    const pipeline = sharp(content, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
    resized =
      format === 'jpeg'
        ? await pipeline.jpeg({ quality: 85 }).toBuffer()
        : format === 'png'
          ? await pipeline.png().toBuffer()
          : await pipeline.webp({ quality: 85 }).toBuffer()
  } catch {
    // A header sharp reads but a body it cannot decode (a truncated or forged image).
    throw refused(accepted)
  }
  return {
    format: type.extension,
    contentType: type.contentType,
    fileName: nameFor(fileName, type.extension),
    content: resized,
  }
}
