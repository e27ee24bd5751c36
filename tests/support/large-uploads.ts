import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { manyPagesPdf } from './many-pages-pdf'

// The large-file requests a server meets in a hostile test run, sent over HTTP as a browser would:
// photo sets through sharp, large PDFs to /documents and /contract-terms, PDFs of 140,000 pages,
// and data exports. Each file is different, so that none is taken for a second press

// a new account's session cookie (registration signs in)
export async function newSession(url: string, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const body = new URLSearchParams({
    fullName: 'Large Files',
    email,
    password: 'Larg3Files',
    confirmPassword: 'Larg3Files',
    role: 'user',
  })
  const response = await fetch(`${url}/auth/register`, { method: 'POST', body, redirect: 'manual' })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='))
  if (response.status !== 302 || !cookie)
    throw new Error(`registering ${email} answered ${response.status}`)
  return cookie.split(';')[0]!
}

// a PDF of about `megabytes` MB: `pages` pages of text (a contract's words, different on each
// page) and the rest an unreferenced stream of random bytes, as a scan's images weigh
export function largePdf(megabytes: number, pages = 40): Uint8Array {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const offsets: number[] = []
  let length = 0
  const push = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part
    parts.push(bytes)
    length += bytes.length
  }
  const add = (number: number, body: string, stream?: Uint8Array) => {
    offsets[number] = length
    if (!stream) return push(`${number} 0 obj\n${body}\nendobj\n`)
    push(`${number} 0 obj\n<< /Length ${stream.length} >>\nstream\n`)
    push(stream)
    push('\nendstream\nendobj\n')
  }
  push('%PDF-1.7\n')
  const firstPage = 5
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + 2 * index} 0 R`).join(' ')
  add(1, '<< /Type /Catalog /Pages 2 0 R >>')
  add(2, `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`)
  add(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  add(4, '', randomBytes(Math.max(0, megabytes * 2 ** 20 - pages * 3_000)))
  const nonce = randomBytes(6).toString('hex')
  for (let page = 0; page < pages; page += 1) {
    const lines = Array.from(
      { length: 20 },
      (_, line) =>
        `(Page ${page + 1} line ${line + 1} ${nonce}: the buyer shall deliver the earnest money within 5 days of acceptance.) Tj 0 -14 Td`,
    ).join(' ')
    add(
      firstPage + 2 * page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + 2 * page + 1} 0 R >>`,
    )
    add(firstPage + 2 * page + 1, '', encoder.encode(`BT /F1 9 Tf 36 760 Td ${lines} ET`))
  }
  const count = firstPage + 2 * pages
  const xrefAt = length
  push(
    `xref\n0 ${count}\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  )
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`)
  return Buffer.concat(parts)
}

// a photo of noise (which JPEG cannot shrink): about 3 MB at 1,800 × 1,800
export async function noisePhoto(side = 1_800): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer()
}

type Sent = { path: string; status: number }

async function post(
  url: string,
  path: string,
  cookie: string | null,
  form: FormData | URLSearchParams,
): Promise<Sent> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  })
  await response.arrayBuffer()
  return { path, status: response.status }
}

const fileForm = (
  field: string,
  files: Array<{ bytes: Uint8Array; name: string; type: string }>,
  fields: Record<string, string> = {},
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return form
}

export type RoundOptions = {
  photoSets: number
  photosPerSet: number
  largePdfs: number
  pdfMegabytes: number
  hostilePdfs: number
  exports: number
}

export const fullRound: RoundOptions = {
  photoSets: 10,
  photosPerSet: 3,
  largePdfs: 10,
  pdfMegabytes: 20,
  hostilePdfs: 3,
  exports: 2,
}

// one round of large files, one request at a time, from two new accounts (a draft holds 20
// photos, so each round's photo sets go to accounts of their own); the answers' statuses, counted
export async function largeFileRound(
  url: string,
  options: RoundOptions,
  afterPhase: (phase: string) => Promise<void> = async () => {},
): Promise<Record<string, number>> {
  const sessions = [await newSession(url, 'large-a'), await newSession(url, 'large-b')]
  const statuses: Record<string, number> = {}
  const count = (sent: Sent) => {
    const key = `${sent.path} ${sent.status}`
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  for (let set = 0; set < options.photoSets; set += 1) {
    const photos = await Promise.all(
      Array.from({ length: options.photosPerSet }, async (_, index) => ({
        bytes: await noisePhoto(),
        name: `room-${set}-${index}.jpg`,
        type: 'image/jpeg',
      })),
    )
    count(
      await post(url, '/seller-flow/photos/upload', sessions[set % 2]!, fileForm('photos', photos)),
    )
  }
  await afterPhase('photo sets')
  for (let index = 0; index < options.largePdfs; index += 1) {
    const cookie = sessions[index % 2]!
    count(
      await post(
        url,
        '/documents',
        cookie,
        fileForm('file', [
          {
            bytes: largePdf(options.pdfMegabytes),
            name: `contract-${index}.pdf`,
            type: 'application/pdf',
          },
        ]),
      ),
    )
    count(
      await post(
        url,
        '/contract-terms',
        cookie,
        fileForm('file', [
          {
            bytes: largePdf(options.pdfMegabytes),
            name: `contract-${index}.pdf`,
            type: 'application/pdf',
          },
        ]),
      ),
    )
  }
  await afterPhase('large PDFs')
  for (let index = 0; index < options.hostilePdfs; index += 1) {
    const hostile = manyPagesPdf(140_000, `Hostile page ${index} ${Date.now()}`)
    count(
      await post(
        url,
        '/documents',
        sessions[0]!,
        fileForm('file', [
          { bytes: hostile, name: `hostile-${index}.pdf`, type: 'application/pdf' },
        ]),
      ),
    )
    count(
      await post(
        url,
        '/contract-terms',
        sessions[1]!,
        fileForm('file', [
          { bytes: hostile, name: `hostile-${index}.pdf`, type: 'application/pdf' },
        ]),
      ),
    )
  }
  await afterPhase('hostile PDFs')
  for (let index = 0; index < options.exports; index += 1)
    count(await post(url, '/settings/data', sessions[index % 2]!, new URLSearchParams()))
  await afterPhase('data exports')
  return statuses
}
