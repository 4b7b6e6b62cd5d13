/** Multipart bodies, well and badly formed, as raw bytes: the parser must refuse the bad ones with a 4xx. */

const BOUNDARY = 'fuzzboundary42'

export interface RawBody {
  contentType: string
  payload: Buffer
}

export interface FormFile {
  name: string
  filename: string
  content: Buffer
}

/** A well-formed form (field values and file names go in as given, control characters included). */
export function form(fields: Record<string, string>, files: FormFile[] = []): RawBody {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.concat(parts) }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** Forms that break the multipart format itself, then forms whose text carries what the api refuses. */
export function badForms(fields: Record<string, string>, fileField: string): Array<[string, RawBody]> {
  const good = form(fields, [{ name: fileField, filename: 'doc.pdf', content: PDF }])
  const firstField = Object.keys(fields)[0] ?? 'title'
  return [
    ['no boundary', { contentType: 'multipart/form-data', payload: good.payload }],
    ['other boundary', { contentType: 'multipart/form-data; boundary=elsewhere', payload: good.payload }],
    [
      'truncated',
      { contentType: good.contentType, payload: good.payload.subarray(0, good.payload.length - 40) },
    ],
    ['empty', { contentType: good.contentType, payload: Buffer.alloc(0) }],
    ['garbage', { contentType: good.contentType, payload: Buffer.from('this is not a form\r\n') }],
    [
      'part without headers end',
      {
        contentType: good.contentType,
        payload: Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data`),
      },
    ],
    [
      'boundary 300 long',
      { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: good.payload },
    ],
    ['NUL in a field', form({ ...fields, [firstField]: 'a\u0000b' })],
    ['controls in a field', form({ ...fields, [firstField]: 'a\u0001\u001bb' })],
    ['NUL in a file name', form(fields, [{ name: fileField, filename: 'doc\u0000.pdf', content: PDF }])],
    [
      'controls in a file name',
      form(fields, [{ name: fileField, filename: 'doc\u0007\u001b.pdf', content: PDF }]),
    ],
    [
      '10k file name',
      form(fields, [{ name: fileField, filename: `${'n'.repeat(10_000)}.pdf`, content: PDF }]),
    ],
    ['unknown file part', form(fields, [{ name: 'other', filename: 'x.pdf', content: PDF }])],
    ['many fields', form(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'])))],
    ['__proto__ field', form({ ...fields, ['__proto__']: 'x' })],
    ['empty file', form(fields, [{ name: fileField, filename: 'empty.pdf', content: Buffer.alloc(0) }])],
  ]
}
