import { spawn } from 'node:child_process'
import { takeTurns } from '~/platform/take-turns'
import { createRequire } from 'node:module'
import { logger } from '~/platform/logger.server'

// Decoding and encoding a photo in a process of its own, which ends when the photo is done
// (ADR 062). In the server's process, sharp's work left the memory it had used to glibc's malloc,
// which kept it: ten 9 MB photo sets raised the server's resident memory from 0.7 GB to 2.1 GB
// while its JavaScript heaps stayed where they were. A process that ends gives all of it back.

export type EncodeRequest = {
  bytes: Uint8Array
  type: 'jpeg' | 'png' | 'webp'
  widths: Record<string, number>
  maxPixels: number
}
export type EncodeAnswer =
  | { ok: true; width: number; height: number; sizes: Record<string, Uint8Array> }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' | 'unreadable'; detail?: string }

// at most this many photo processes at once (each may hold a 50 MP bitmap, 150 MB, while it
// works); the others wait their turn
export const concurrentPhotoEncodings = 2
// a photo that takes longer is ended and refused as unreadable (a 12 MP photo takes 1–3 s)
const encodeTimeoutMs = 60_000

// the child's program: the same sharp pipeline the server ran (decode at most maxPixels, upright
// from its EXIF orientation, each width as JPEG without metadata), answered over IPC
const program = `
import { createRequire } from 'node:module'
const sharp = createRequire(process.argv[1])(process.argv[1])
process.once('message', async ({ bytes, type, widths, maxPixels }) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const options = { limitInputPixels: maxPixels, failOn: 'truncated' }
  let answer
  try {
    const metadata = await sharp(input, options).metadata()
    if (metadata.format !== type) answer = { ok: false, reason: 'not-an-image' }
    else if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) answer = { ok: false, reason: 'too-many-pixels' }
    else {
      const upright = sharp(input, options).rotate()
      const names = Object.keys(widths)
      const encoded = await Promise.all(names.map((name) => upright.clone().resize({ width: widths[name], withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true })))
      const largest = encoded[names.indexOf(names.reduce((a, b) => (widths[a] >= widths[b] ? a : b)))].info
      answer = { ok: true, width: largest.width, height: largest.height, sizes: Object.fromEntries(names.map((name, index) => [name, new Uint8Array(encoded[index].data)])) }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    answer = /pixel limit/i.test(message) ? { ok: false, reason: 'too-many-pixels' } : { ok: false, reason: 'unreadable', detail: message.slice(0, 120) }
  }
  process.send(answer, () => process.exit(0))
})
`

const sharpPath = createRequire(import.meta.url).resolve('sharp')

const turn = takeTurns(concurrentPhotoEncodings)

export function encodePhoto(request: EncodeRequest): Promise<EncodeAnswer> {
  return turn(() => encodeInChild(request))
}

function encodeInChild(request: EncodeRequest): Promise<EncodeAnswer> {
  // only what node and sharp need from the environment: none of the server's settings or secrets
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  } as unknown as NodeJS.ProcessEnv
  const child = spawn(process.execPath, ['--input-type=module', '-e', program, sharpPath], {
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  let answered = false
  return new Promise<EncodeAnswer>((resolve) => {
    const timer = setTimeout(() => {
      logger.info(
        { event: 'photo.timeout', size: request.bytes.length, timeoutMs: encodeTimeoutMs },
        'photo process ended at its time limit',
      )
      child.kill('SIGKILL')
      resolve({ ok: false, reason: 'unreadable', detail: 'time limit' })
    }, encodeTimeoutMs)
    child.once('message', (answer: EncodeAnswer) => {
      clearTimeout(timer)
      answered = true
      resolve(answer)
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      logger.error({ event: 'photo.process-failed', err: error }, 'photo process could not start')
      resolve({ ok: false, reason: 'unreadable', detail: error.message })
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (!answered && signal !== 'SIGKILL')
        logger.error(
          { event: 'photo.process-failed', code, signal, stderr: stderr.slice(-500) },
          'photo process ended without an answer',
        )
      resolve({ ok: false, reason: 'unreadable', detail: `exit ${code ?? signal}` })
    })
    child.send(request)
  })
}
