import { afterAll, beforeAll, expect, test } from 'vitest'
import { refuseUndecodablePaths } from './refuse-undecodable-paths.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(refuseUndecodablePaths)
    app.all('/property/:id', (req, res) => void res.send(`home ${req.params.id}`))
    app.all('*', (_req, res) => void res.send('page'))
  })
})
afterAll(() => server.close())

test.each(['/property/%FF%FE', '/%FF', '/a/%E0%A4%A', '/%', '/api/%C0%AF'])(
  '%s answers 400 with a clear page, at once',
  async (path) => {
    for (const method of ['GET', 'POST']) {
      const answer = await server.send(path, { method })
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('That address is not valid')
    }
  },
)

test.each([
  ['/property/ames-0001', 'home ames-0001'],
  ['/property/caf%C3%A9', 'home café'],
  ['/x?q=%FF', 'page'],
])('%s is served', async (path, body) => {
  const answer = await server.send(path)
  expect(answer.status).toBe(200)
  expect(answer.body).toBe(body)
})
