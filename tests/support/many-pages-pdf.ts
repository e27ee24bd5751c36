// A PDF of `pages` pages written by hand, each with the same line of text: kilobytes per thousand
// pages and made in milliseconds, where building it with a PDF library would take seconds
export function manyPagesPdf(pages: number, line = 'Page of a long document.'): Uint8Array {
  const parts: string[] = ['%PDF-1.7\n']
  const offsets: number[] = []
  let length = parts[0]!.length
  const add = (number: number, body: string) => {
    offsets[number] = length
    const object = `${number} 0 obj\n${body}\nendobj\n`
    parts.push(object)
    length += object.length
  }
  const firstPage = 5
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ')
  const stream = `BT /F1 12 Tf 72 720 Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`
  add(1, '<< /Type /Catalog /Pages 2 0 R >>')
  add(2, `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`)
  add(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  add(4, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
  for (let index = 0; index < pages; index += 1)
    add(
      firstPage + index,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    )
  const count = firstPage + pages
  const xref = [
    `xref\n0 ${count}\n`,
    '0000000000 65535 f \n',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('')
  parts.push(xref, `trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`)
  return new TextEncoder().encode(parts.join(''))
}
