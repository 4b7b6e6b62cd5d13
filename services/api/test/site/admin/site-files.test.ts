import { describe, expect, it } from 'vitest'
import { readerLanguage } from '../../../src/site/language/reader-language.js'
import { checkDocument } from '../../../src/site/admin/site-file-check.js'
import { PDF } from './site-admin-test-kit.js'

/** An OLE2 compound file (the legacy Office format) naming this stream, as a directory entry does. */
function ole2(stream: string): Buffer {
  const file = Buffer.alloc(2048)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file)
  Buffer.from(stream, 'utf16le').copy(file, 1024)
  return file
}

describe("the reader's language", () => {
  it('takes `lang` first, then the better of English and French in Accept-Language, else English', () => {
    expect(readerLanguage('fr', 'en')).toBe('fr')
    expect(readerLanguage(undefined, 'fr-CA,fr;q=0.9,en;q=0.5')).toBe('fr')
    expect(readerLanguage(undefined, 'de, fr;q=0.8, en;q=0.5')).toBe('fr')
    expect(readerLanguage(undefined, 'en;q=0.4, fr;q=0.3')).toBe('en')
    expect(readerLanguage(undefined, 'fr;q=0, en')).toBe('en')
    expect(readerLanguage(undefined, 'de, es')).toBe('en')
    expect(readerLanguage(undefined, 'french')).toBe('en')
    expect(readerLanguage(undefined, undefined)).toBe('en')
  })
})

describe("a publication file's type", () => {
  it('reads a legacy Word document by its stream, and refuses other OLE2 files', async () => {
    expect((await checkDocument('old.doc', ole2('WordDocument'))).contentType).toBe('application/msword')
    await expect(checkDocument('old.xls', ole2('Workbook'))).rejects.toMatchObject({ code: 'SITE_FILE_TYPE' })
    await expect(checkDocument('old.doc', ole2('Workbook'))).rejects.toMatchObject({ code: 'SITE_FILE_TYPE' })
  })

  it('names a file without an extension after its real format, and refuses a disguised one', async () => {
    expect((await checkDocument('report', PDF)).fileName).toBe('report.pdf')
    expect((await checkDocument('Report.PDF', PDF)).fileName).toBe('Report.PDF')
    await expect(checkDocument('report.txt', PDF)).rejects.toMatchObject({
      code: 'SITE_FILE_TYPE',
      details: { accepted: 'pdf, doc, docx, pptx, xlsx, txt' },
    })
  })
})
