import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { reloadEnv } from '~/platform/env.server'

const settings = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const

// a language model endpoint answered at the HTTP layer by a real local server, as a provider
// would, with the LLM settings pointing at it for the file's tests and restored after them
export function serveLocalLlmEndpoint(options: {
  path: string
  apiKey: string
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void
}) {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => options.answer(request, body, response))
  })
  const saved = { ...process.env }
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${options.path}`
    process.env.LLM_API_KEY = options.apiKey
    process.env.LLM_MODEL = 'test-model'
    reloadEnv()
  })
  afterAll(async () => {
    for (const name of settings) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    reloadEnv()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
}
