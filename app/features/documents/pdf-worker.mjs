// A process that reads one PDF (pdf-text.server.ts starts it, with a time and a memory limit,
// sends it the PDF over IPC, and ends it). A process rather than a worker thread (ADR 062): what
// pdf.js allocates outside its heap stayed with the server's malloc after a worker ended, and a
// process gives all of it back when it exits. It loads the TypeScript itself, so it works however
// the server was started: the dev server or the tests. In the production build vite.config.ts
// makes it a chunk of its own, whose imports are JavaScript already, and leaves tsx out.
import { register } from 'tsx/esm/api'

register()
// listening before the reader loads: a message that came while nothing listened would be lost
const reader = import('./pdf-read.ts').then((module) => module.readPdf)
process.once('message', async ({ bytes, maxPages }) => {
  const readPdf = await reader
  // a Buffer comes as a Buffer, which pdf.js refuses: the same bytes as a plain Uint8Array
  const read = await readPdf(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    maxPages,
  )
  process.send(read, () => process.exit(0))
})
