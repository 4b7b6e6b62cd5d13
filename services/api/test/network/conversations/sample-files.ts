/** A zip of stored entries (no compression), enough for content sniffing. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(0, 8) // stored
    header.writeUInt32LE(0, 14) // crc: not checked by sniffing
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(data.length, 22)
    header.writeUInt16LE(Buffer.byteLength(name), 26)
    locals.push(header, Buffer.from(name), data)
  }
  return Buffer.concat(locals)
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/x" ContentType="${main}"/></Types>`

/** A spreadsheet as Excel writes one, as far as the server's check reads it. */
export const XLSX = zip({
  '[Content_Types].xml': CONTENT_TYPES(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  ),
  'xl/workbook.xml': '<workbook/>',
})
