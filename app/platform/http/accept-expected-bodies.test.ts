import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { acceptExpectedBodies } from './accept-expected-bodies.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(acceptExpectedBodies({ takesFiles: (req) => req.path === '/photos' }))
    app.all('*', (_req, res) => void res.send('read'))
  })
})
afterAll(() => server.close())

const post = (path: string, type: string | undefined, body = 'a=1') =>
  server.send(path, { method: 'POST', headers: type ? { 'content-type': type } : {}, body })

describe('a page', () => {
  test.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'Application/X-WWW-Form-Urlencoded',
  ])('reads a form sent as %s', async (type) => {
    expect((await post('/auth/login', type)).status).toBe(200)
    expect((await post('/auth/login.data', type)).status).toBe(200)
  })
  test.each([undefined, 'application/json', 'text/plain', 'application/xml', 'x'])(
    'refuses a body sent as %s with 415 and a clear page',
    async (type) => {
      const answer = await post('/auth/login', type, '{"email":"a"}')
      expect(answer.status).toBe(415)
      expect(answer.body).toContain('That form could not be read')
    },
  )
  test.each([
    'multipart/form-data; boundary=XX',
    'multipart/form-data',
    'Multipart/Form-Data; boundary="a b"',
  ])('that takes no files refuses %s with 415', async (type) => {
    const answer = await post(
      '/auth/login',
      type,
      '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc',
    )
    expect(answer.status).toBe(415)
    expect(answer.body).toContain('This page does not take files')
  })
  test('reads are not checked', async () => {
    expect(
      (await server.send('/auth/login', { headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(200)
  })
})

describe('a page that takes files', () => {
  test.each([
    'multipart/form-data; boundary=XX',
    'multipart/form-data; boundary="----WebKitFormBoundaryABC123"',
  ])('reads %s', async (type) => {
    expect((await post('/photos', type)).status).toBe(200)
  })
  test.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
    'multipart/form-data; boundary=a<b',
  ])('refuses %s with 400', async (type) => {
    const answer = await post('/photos', type)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('That upload could not be read')
  })
})

describe('the API', () => {
  test('checks its own JSON', async () => {
    expect((await post('/api/events', 'application/json', '{}')).status).toBe(200)
    expect((await post('/api/events', 'text/plain', '{}')).status).toBe(200)
  })
  test('takes no files either, and says so in JSON', async () => {
    const answer = await post('/api/events', 'multipart/form-data; boundary=XX')
    expect(answer.status).toBe(415)
    expect(JSON.parse(answer.body).message).toContain('This page does not take files')
  })
})
