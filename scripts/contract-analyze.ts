import { existsSync, readFileSync, statSync } from 'node:fs'
import { analyzeContract } from '~/features/documents/contract/analyze'
import { withEndpoint } from '~/features/documents/contract/llm-reader.server'
import { contractJson } from '~/features/documents/contract/summary'
import { maxDocumentBytes } from '~/features/documents/document'
import { pdfText } from '~/features/documents/pdf-text.server'
import { argValue } from './firebase-target'

// npm run -s contract:analyze -- --file CONTRACT.pdf|CONTRACT.txt
// prints the contract's terms and risks as one JSON line; with LLM_BASE_URL, LLM_API_KEY and
// LLM_MODEL set, what the rules miss is asked of that endpoint, as the review page does
const file = argValue('--file')
if (!file) {
  process.stderr.write('Usage: npm run -s contract:analyze -- --file CONTRACT.pdf|CONTRACT.txt\n')
  process.exit(2)
}

async function contractWords(path: string): Promise<string> {
  if (!existsSync(path) || !statSync(path).isFile()) throw new Error(`no file at ${path}`)
  if (statSync(path).size > maxDocumentBytes)
    throw new Error(`${path} is larger than ${maxDocumentBytes / 1024 / 1024} MB`)
  const bytes = readFileSync(path)
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    return new TextDecoder('utf-8').decode(bytes)
  const read = await pdfText(new Uint8Array(bytes))
  if (read.ok) return read.text
  throw new Error(
    read.reason === 'no-text'
      ? `${path} is a PDF with no text layer (a scan, perhaps), so there are no words to read; run it through OCR or upload the original`
      : `${path} could not be read as a PDF: it may be damaged or password-protected`,
  )
}

try {
  const text = await contractWords(file)
  process.stdout.write(
    `${JSON.stringify(contractJson(await withEndpoint(text, analyzeContract(text))))}\n`,
  )
  process.exit(0)
} catch (error) {
  process.stderr.write(`contract:analyze: ${(error as Error).message}\n`)
  process.exit(1)
}
