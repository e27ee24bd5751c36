import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pageCache } from './page-cache.server'

let renders = 0
let origin = ''
let close: () => void = () => {}
const views: string[] = []

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString('hex')
    next()
  })
  app.use(
    pageCache({
      ttlMs: 300,
      maxEntries: 10,
      nonceOf: (res) => res.locals.cspNonce as string,
      routeIdOf: () => 'page',
      onHit: (req, page) => views.push(`${req.originalUrl} ${page.routeId}`),
    }),
  )
  app.get('*', async (req, res) => {
    renders += 1
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (req.path === '/sets-cookie') res.setHeader('Set-Cookie', 'a=b')
    if (req.path === '/missing') res.status(404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.write(`<script nonce="${res.locals.cspNonce}">`)
    res.end(`</script><p>${req.originalUrl} ${renders}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers })
  return { cache: response.headers.get('x-cache'), body: await response.text() }
}
const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1]

test('a page asked again within the time is served from memory with a fresh nonce', async () => {
  const before = renders
  const first = await get('/a?x=1')
  const second = await get('/a?x=1')
  expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
  expect(renders - before).toBe(1)
  expect(nonceOf(second.body)).not.toBe(nonceOf(first.body))
  expect(second.body.replace(nonceOf(second.body)!, '')).toBe(first.body.replace(nonceOf(first.body)!, ''))
  expect(views).toContain('/a?x=1 page')
})

test('concurrent first requests wait for one render', async () => {
  const before = renders
  const answers = await Promise.all(Array.from({ length: 8 }, () => get('/together')))
  expect(renders - before).toBe(1)
  expect(new Set(answers.map((answer) => answer.body.replace(/nonce="[^"]+"/, ''))).size).toBe(1)
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
