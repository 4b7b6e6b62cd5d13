/**
 * A small, valid one-page PDF with a title and wrapped paragraphs, written by
 * hand so the demo can offer real downloads without a PDF library.
 *
 * @example
 * const bytes = makePdf('Annual outlook', ['First paragraph...'])
 */
export function makePdf(title: string, paragraphs: string[]): Buffer {
  const lines: { text: string; size: number }[] = [
    { text: title, size: 18 },
    { text: '', size: 11 },
  ]
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) lines.push({ text: line, size: 11 })
    lines.push({ text: '', size: 11 })
  }
  let y = 790
  const ops: string[] = ['BT']
  for (const line of lines.slice(0, 60)) {
    ops.push(`/F1 ${line.size} Tf 1 0 0 1 56 ${y} Tm (${escapePdf(line.text)}) Tj`)
    y -= line.size + 6
  }
  ops.push('ET')
  const stream = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  return lines
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')
}
