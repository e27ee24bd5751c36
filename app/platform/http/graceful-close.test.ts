import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

async function startFixture(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./graceful-close.fixture.ts', import.meta.url))],
    {
      env: { ...process.env, LOG_LEVEL: 'info', LOG_FILE: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await expect.poll(() => /port (\d+)/.test(output), { timeout: 20_000 }).toBe(true)
  const url = `http://127.0.0.1:${output.match(/port (\d+)/)![1]}`
  return { child, url, exited, output: () => output }
}

const get = (url: string) =>
  fetch(url).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: Error) => ({ status: 0, body: String((error.cause as { code?: string })?.code) }),
  )

test('SIGTERM: the request in flight finishes, new ones get a 503, then the port closes, cleanup runs, exit 0', async () => {
  const server = await startFixture()
  const inFlight = get(`${server.url}/slow`)
  await expect.poll(() => server.output()).toContain('received /slow')
  server.child.kill('SIGTERM')
  await expect.poll(() => server.output()).toContain('server.stopping')
  const during = await get(`${server.url}/`)
  expect(during.status).toBe(503)
  expect(during.body).toContain('Threshold is restarting')
  expect(await inFlight).toEqual({ status: 200, body: 'slow done' })
  await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('server.stopped')
  expect(await get(`${server.url}/`)).toEqual({ status: 0, body: 'ECONNREFUSED' })
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('cleaned up')
}, 30_000)

test('a request that never ends is cut after the grace time, and the server still stops cleanly', async () => {
  const server = await startFixture({ GRACE_MS: '500' })
  const hanging = get(`${server.url}/never`)
  await expect.poll(() => server.output()).toContain('received /never')
  const started = Date.now()
  server.child.kill('SIGINT')
  expect(await server.exited).toBe(0)
  expect(Date.now() - started).toBeLessThan(3_000)
  expect((await hanging).status).toBe(0)
  expect(server.output()).toContain('cleaned up')
}, 30_000)
