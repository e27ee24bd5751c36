import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { privateResponsesForSignedIn } from './private-responses.server'
import { staticFiles } from './static-files.server'
import { serve } from './test-server'

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'))
let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  mkdirSync(path.join(root, 'client/assets'), { recursive: true })
  mkdirSync(path.join(root, 'public'))
  writeFileSync(path.join(root, 'client/assets/entry-Ab12.js'), 'console.log(1)')
  writeFileSync(path.join(root, 'client/robots.txt'), 'User-agent: *')
  writeFileSync(path.join(root, 'public/favicon.svg'), '<svg/>')
  server = await serve((app) => {
    app.use(privateResponsesForSignedIn({ sessionCookie: '__session' }))
    app.use(
      staticFiles({ clientDir: path.join(root, 'client'), publicDir: path.join(root, 'public') }),
    )
    app.get('*', (_req, res) => void res.send('page'))
  })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

test('hashed assets are cached for a year, immutable, even for a signed-in visitor', async () => {
  const answer = await server.send('/assets/entry-Ab12.js', {
    headers: { cookie: '__session=abc' },
  })
  expect(answer.body).toBe('console.log(1)')
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('other built files and public/ for an hour', async () => {
  expect((await server.send('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600')
  const favicon = await server.send('/favicon.svg')
  expect([favicon.body, favicon.headers['cache-control']]).toEqual([
    '<svg/>',
    'public, max-age=3600',
  ])
})

test('pages and missing files go on to the app', async () => {
  expect((await server.send('/how-it-works')).body).toBe('page')
  expect((await server.send('/assets/gone-Zz99.js')).body).toBe('page')
})
