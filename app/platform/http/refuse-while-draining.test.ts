import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDrain, refuseWhileDraining } from './refuse-while-draining.server'
import { serve } from './test-server'

const drain = createDrain()
let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(refuseWhileDraining(drain))
    app.get('*', (_req, res) => void res.send('page'))
  })
})
afterAll(() => server.close())

test('requests are served until the server starts draining, then refused with 503 and the connection closed', async () => {
  expect((await server.send('/')).body).toBe('page')
  drain.start()
  const page = await server.send('/how-it-works')
  expect(page.status).toBe(503)
  expect(page.body).toContain('Threshold is restarting')
  expect(page.headers).toMatchObject({ connection: 'close', 'retry-after': '5' })
  const api = await server.send('/api/events')
  expect(api.status).toBe(503)
  expect(JSON.parse(api.body)).toEqual({
    message: 'Threshold is restarting. Please try again in a few seconds.',
  })
})
