import { afterAll, beforeAll, expect, test } from 'vitest'
import { lastResortErrorPage } from './last-resort-error.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.get('/half', (_req, res, next) => {
      res.write('<p>half a page')
      next(new Error('broke while writing'))
    })
    app.all('*', (_req, _res, next) => next(new Error('broken')))
    app.use(lastResortErrorPage)
  })
})
afterAll(() => server.close())

test('a page that fails gets a plain 500 page', async () => {
  const answer = await server.send('/how-it-works')
  expect(answer.status).toBe(500)
  expect(answer.headers['content-type']).toMatch(/^text\/html/)
  expect(answer.body).toContain('Something went wrong')
  expect(answer.body).not.toContain('broken')
})

test('the API gets JSON', async () => {
  const answer = await server.send('/api/events', { method: 'POST' })
  expect([answer.status, JSON.parse(answer.body)]).toEqual([
    500,
    { message: 'Something went wrong. An unexpected error occurred. Please try again.' },
  ])
})

test('a failure after part of the answer went out cuts the connection', async () => {
  await expect(fetch(`${server.origin}/half`).then((response) => response.text())).rejects.toThrow()
})
