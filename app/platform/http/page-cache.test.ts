import { createHash, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { inlineScriptHashes, pageCache } from './page-cache.server'

let renders = 0
let origin = ''
let close: () => void = () => {}
const views: string[] = []

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString('hex')
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${res.locals.cspNonce}'`)
    next()
  })
  app.use(
    pageCache({
      ttlMs: 300,
      maxEntries: 10,
      nonceOf: (res) => res.locals.cspNonce as string,
      onHit: (req) => views.push(req.originalUrl),
    }),
  )
  app.get('*', async (req, res) => {
    renders += 1
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (req.path === '/sets-cookie') res.setHeader('Set-Cookie', 'a=b')
    if (req.path === '/missing') res.status(404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.write(
      `<script nonce="${res.locals.cspNonce}">window.page = 1</script><script src="/a.js"></script>`,
    )
    res.end(`<p>${req.originalUrl} ${renders}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers })
  return {
    cache: response.headers.get('x-cache'),
    policy: response.headers.get('content-security-policy') ?? '',
    body: await response.text(),
  }
}

test('a page asked again within the time is served from memory, its inline scripts allowed by hash', async () => {
  const before = renders
  const first = await get('/a?x=1')
  const second = await get('/a?x=1')
  expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
  expect(renders - before).toBe(1)
  expect(second.body).toBe(first.body)
  const hash = createHash('sha256').update('window.page = 1').digest('base64')
  expect(second.policy).toBe(`script-src 'self' 'sha256-${hash}'`)
  expect(first.policy).toMatch(/'nonce-/)
  expect(views).toContain('/a?x=1')
})

test('inline scripts are hashed, scripts with a source are not', () => {
  expect(
    inlineScriptHashes(
      '<script>a()</script><script type="module" nonce="x">b()</script><script src="/c.js"></script><script></script>',
    ),
  ).toEqual([
    `'sha256-${createHash('sha256').update('a()').digest('base64')}'`,
    `'sha256-${createHash('sha256').update('b()').digest('base64')}'`,
  ])
})

test('concurrent first requests wait for one render', async () => {
  const before = renders
  const answers = await Promise.all(Array.from({ length: 8 }, () => get('/together')))
  expect(renders - before).toBe(1)
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
})

test('a kept page expires', async () => {
  await get('/expires')
  await new Promise((resolve) => setTimeout(resolve, 350))
  expect((await get('/expires')).cache).toBe('miss')
})

test('visitors with cookies, answers that set cookies and non-200 answers are never kept', async () => {
  await get('/private', { Cookie: '__session=abc' })
  expect((await get('/private', { Cookie: '__session=abc' })).cache).toBeNull()
  await get('/sets-cookie')
  expect((await get('/sets-cookie')).cache).toBe('miss')
  await get('/missing')
  expect((await get('/missing')).cache).toBe('miss')
  expect((await get('/file.css')).cache).toBeNull()
})
