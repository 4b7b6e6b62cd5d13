import { inflateRawSync } from 'node:zlib'

/**
 * The text of one file of a zip archive (an .xlsx workbook is one), found through the archive's
 * central directory; undefined if the archive has no such file. The root package.json does not
 * declare exceljs (the api's), so the end-to-end tests read the workbook's XML themselves.
 */
export function zipEntry(zip: Buffer, name: string): string | undefined {
  const end = zip.lastIndexOf(Buffer.from('PK\u0005\u0006', 'latin1'))
  if (end < 0) return undefined
  let at = zip.readUInt32LE(end + 16)
  for (let left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
      const content = zip.subarray(start, start + size)
      return (method === 8 ? inflateRawSync(content) : content).toString('utf8')
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return undefined
}
