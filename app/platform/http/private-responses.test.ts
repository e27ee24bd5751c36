import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  markSharedFile,
  privateResponsesForSignedIn,
  sharedAnswerHeader,
} from './private-responses.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(privateResponsesForSignedIn({ sessionCookie: '__session' }))
    app.use(
      '/assets',
      express.static('public', { immutable: true, maxAge: '1y', setHeaders: markSharedFile }),
    )
    app.get(
      '/page',
      (_req, res) => void res.set('Cache-Control', 'public, max-age=60').send('<p>page</p>'),
    )
    app.get(
      '/download.ics',
      (_req, res) =>
        void res.set('Cache-Control', 'max-age=600').type('text/calendar').send('BEGIN:VCALENDAR'),
    )
    app.get('/moved', (_req, res) => res.redirect('/page'))
    app.get('/broken', (_req, res) => void res.status(500).send('oops'))
    app.get(
      '/raw',
      (_req, res) =>
        void res
          .writeHead(200, { 'Cache-Control': 'public, max-age=60', 'Content-Type': 'text/plain' })
          .end('raw'),
    )
    app.post(
      '/sign-in',
      (_req, res) => void res.cookie('__session', 'signed.value').redirect('/page'),
    )
    app.post('/sign-out', (_req, res) => void res.clearCookie('__session').redirect('/'))
    app.get('/toast', (_req, res) => void res.cookie('__toast', 'x').send('ok'))
    app.get(
      '/photo.jpg',
      (_req, res) =>
        void res
          .set({ 'Cache-Control': 'public, max-age=86400', [sharedAnswerHeader]: '1' })
          .type('image/jpeg')
          .send('jpeg'),
    )
    app.get(
      '/photo-and-session.jpg',
      (_req, res) =>
        void res
          .cookie('__session', 'x')
          .set({ 'Cache-Control': 'public, max-age=86400', [sharedAnswerHeader]: '1' })
          .type('image/jpeg')
          .send('jpeg'),
    )
  })
})
afterAll(() => server.close())

const signedIn = { cookie: 'theme=dark; __session=abc.def' }

describe('a signed-in visitor', () => {
  test.each(['/page', '/download.ics', '/moved', '/broken', '/raw', '/missing'])(
    'gets %s private, no-store',
    async (path) => {
      const answer = await server.send(path, { headers: signedIn })
      expect(answer.headers['cache-control']).toBe('private, no-store')
    },
  )
  test('keeps the shared files’ long cache', async () => {
    const answer = await server.send('/assets/favicon.svg', { headers: signedIn })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toMatch(/immutable/)
  })
  test('an answer its route marks as the same for everyone keeps its own cache headers, and the mark is not sent', async () => {
    const answer = await server.send('/photo.jpg', { headers: signedIn })
    expect(answer.headers['cache-control']).toBe('public, max-age=86400')
    expect(answer.headers[sharedAnswerHeader.toLowerCase()]).toBeUndefined()
  })
  test('a marked answer that sets the session cookie is still private, no-store', async () => {
    expect(
      (await server.send('/photo-and-session.jpg', { headers: signedIn })).headers['cache-control'],
    ).toBe('private, no-store')
  })
  test('an API call with credentials in Authorization is private too', async () => {
    expect(
      (await server.send('/page', { headers: { authorization: 'Bearer x' } })).headers[
        'cache-control'
      ],
    ).toBe('private, no-store')
  })
})

describe('an anonymous visitor', () => {
  test.each<Record<string, string>>([
    {},
    { cookie: '__session=' },
    { cookie: '__toast=abc; other=1' },
    { cookie: 'my__session=abc' },
  ])('keeps the page’s own cache headers with %o', async (headers) => {
    const answer = await server.send('/page', { headers })
    expect(answer.headers['cache-control']).toBe('public, max-age=60')
  })
  test('a response that sets another cookie keeps its headers', async () => {
    expect((await server.send('/toast')).headers['cache-control']).toBeUndefined()
  })
})

describe('answers that set or clear the session cookie', () => {
  test.each(['/sign-in', '/sign-out'])('%s is private, no-store', async (path) => {
    const answer = await server.send(path, { method: 'POST' })
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^__session=/)
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })
})
