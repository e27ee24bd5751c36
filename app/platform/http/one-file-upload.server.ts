import type { UploadHandler } from '@remix-run/node'

// A multipart form with one file (the part named `file`) and small text fields, read part by part:
// the file is kept up to `maxFileBytes`, a larger one is read to its end and remembered as too
// large (so the form can say why), and each field is kept up to 2,000 bytes. Pass `handler` to
// readUploadForm; `received` then holds what came.
export function oneFileUpload(maxFileBytes: number) {
  const received = {
    fields: new Map<string, string>(),
    filename: '',
    bytes: null as Buffer | null,
    tooLarge: false,
  }
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = []
    let size = 0
    const isFile = typeof filename === 'string'
    const limit = isFile ? maxFileBytes : 2_000
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    }
    if (!isFile) {
      if (size <= limit) received.fields.set(name, Buffer.concat(chunks).toString('utf8'))
      return undefined
    }
    if (name !== 'file' || (filename === '' && size === 0)) return undefined
    received.filename = filename
    if (size > limit) received.tooLarge = true
    else received.bytes = Buffer.concat(chunks)
    return undefined
  }
  return { handler, received }
}

// a sent file's name as a page may show it: no folders, no control characters, at most 120 long
export const uploadedFileName = (filename: string) =>
  filename
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 120)
