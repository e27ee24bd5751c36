import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWithZod } from '@conform-to/zod'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { parseEnv } from '../env.server'
import { formBounds, formRefusal, withinFormBounds } from './bound-form-fields.server'
import { createHttpApp } from './http-app.server'
import { createDrain } from './refuse-while-draining.server'
import { inTurns } from './request-turns.server'
import { readUploadForm } from './upload-form.server'

// the largest real form: a listing's photo list (/seller-flow/photos) with its 20 photos (maxPhotosPerListing)
const photoId = (i: number) => `p-${String(i).padStart(20, 'a')}`
const largestForm = new URLSearchParams([
  ['intent', 'save'],
  ...Array.from({ length: 20 }, (_, i) => [
    [`photos[${i}].id`, photoId(i)],
    [`photos[${i}].alt`, `Room ${i}`],
  ]).flat(),
]).toString()

test.each([
  'mustHaves[200000]=pool',
  'contingencies[99999]=inspection',
  'photos[99999].id=x',
  'mustHaves%5B100000%5D=pool',
  'photos[1].x[100]=y',
  'a[00000000000000000000000000100]=1',
])('%s is refused', (form) => expect(withinFormBounds(form)).toBe(false))

test('more fields than any form has are refused, before they are decoded', () => {
  expect(
    withinFormBounds(
      Array.from({ length: formBounds.maxFields + 1 }, (_, i) => `f${i}=1`).join('&'),
    ),
  ).toBe(false)
  expect(withinFormBounds('&'.repeat(formBounds.maxFields))).toBe(false)
})

test('the largest real form, the highest index allowed and the empty form pass', () => {
  expect(withinFormBounds(largestForm)).toBe(true)
  expect(
    withinFormBounds(`mustHaves[${formBounds.maxListIndex}]=pool&mustHaves[]=garage&a.b=1`),
  ).toBe(true)
  expect(withinFormBounds('')).toBe(true)
})

const part = (name: string, value: string) =>
  `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const upload = (body: string) =>
  readUploadForm(
    new Request('http://threshold.test/seller-flow/photos', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      body,
    }),
    {
      maxBytes: 1_000,
    },
  )
const refusalOf = async (reading: Promise<unknown>) => {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  return error instanceof Response
    ? { status: error.status, message: ((await error.json()) as { message: string }).message }
    : error
}

test('a multipart form is held to the same bounds, part by part', async () => {
  expect(await refusalOf(upload(`${part('photos[99999].id', 'x')}--XX--\r\n`))).toEqual({
    status: 400,
    message: formRefusal.message,
  })
  const many = Array.from({ length: formBounds.maxFields + 1 }, (_, i) => part(`f${i}`, '1')).join(
    '',
  )
  expect(await refusalOf(upload(`${many}--XX--\r\n`))).toEqual({
    status: 400,
    message: formRefusal.message,
  })
  const form = await upload(
    `${[...new URLSearchParams(largestForm)].map(([name, value]) => part(name, value)).join('')}--XX--\r\n`,
  )
  expect(form.get('photos[19].alt')).toBe('Room 19')
})

// the whole HTTP layer in this process, with a route that parses its form as the pages do (the
// buyer questionnaire's list; the platform knows no feature, so its shape is repeated here)
const PreferencesSchema = z.object({
  budget: z.coerce.number().optional(),
  mustHaves: z.array(z.string()).max(10).default([]),
})
const route = (id: string, path: string) => ({
  id,
  path,
  parentId: id === 'root' ? undefined : 'root',
  module: {},
})
const routes = {
  root: route('root', ''),
  'buyer-flow': route('buyer-flow', 'buyer-flow'),
} as unknown as ServerBuild['routes']
const parsed: string[] = []
let server: Server
let port = 0

beforeAll(async () => {
  const app = createHttpApp({
    config: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    routes,
    handle: async (request) => {
      const submission = parseWithZod(await request.formData(), { schema: PreferencesSchema })
      parsed.push(submission.status ?? 'none')
      return new Response('<p>answered</p>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    },
    readiness: async () => ({ ready: true }),
    drain: createDrain(),
    sessionCookie: '__session',
    formActions: [],
  })
  server = createServer(inTurns(app)).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const send = (path: string, body?: string) =>
  new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now()
    const headers =
      body === undefined
        ? {}
        : {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(body)),
          }
    const call = httpRequest(
      { host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        )
      },
    )
    call.on('error', reject)
    call.end(body)
  })

test('a hostile form is answered 400 at once with a page, and /healthz answers while it is sent', async () => {
  const [hostile, health] = await Promise.all([
    send('/buyer-flow', 'mustHaves[200000]=pool'),
    send('/healthz'),
  ])
  expect(health.status).toBe(200)
  expect(health.ms).toBeLessThan(200)
  expect(hostile.status).toBe(400)
  expect(hostile.body).toContain(formRefusal.title)
  expect(hostile.ms).toBeLessThan(200)
  expect(parsed).toEqual([])
})

test('a hostile query string is refused the same way', async () => {
  const answer = await send('/buyer-flow?mustHaves[200000]=pool')
  expect(answer.status).toBe(400)
  expect(answer.body).toContain(formRefusal.message.slice(0, 40))
})

test('an ordinary form reaches its route whole after its names were read', async () => {
  const answer = await send('/buyer-flow', 'mustHaves[0]=pool&mustHaves[1]=garage&budget=300000')
  expect(answer.status).toBe(200)
  expect(parsed).toHaveLength(1)
})
