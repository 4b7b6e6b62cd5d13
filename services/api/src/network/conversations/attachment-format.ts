import { fileTypeFromBuffer } from 'file-type'
import { checkFormat, type DetectedFormat } from '../../platform/files/file-type.js'

const XLSX: DetectedFormat = {
  format: 'xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
/** What the platform's own check reads by content (everything a message takes but the spreadsheet). */
const PLATFORM_FORMATS = ['pdf', 'doc', 'docx', 'png', 'jpg'] as const

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase()

/**
 * The real format of a message's attachment, from its bytes: PDF, DOC, DOCX, PNG and JPEG as the
 * platform's check reads them (`checkFormat`: a name claiming another known format is refused as
 * disguised), and XLSX, which that check does not know, through file-type's zip reading (an OOXML
 * zip holding `xl/`). A file named `.xlsx` must be one. Undefined when refused.
 */
export async function attachmentFormat(
  fileName: string,
  content: Uint8Array,
): Promise<DetectedFormat | undefined> {
  const claimsXlsx = extensionOf(fileName) === 'xlsx'
  const detected = await fileTypeFromBuffer(content)
  if (detected?.ext === 'xlsx') return claimsXlsx || !extensionOf(fileName) ? XLSX : undefined
  if (claimsXlsx) return undefined
  return checkFormat(PLATFORM_FORMATS, fileName, content)
}
