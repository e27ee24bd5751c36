import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'

export type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

// a real Express server around the middleware under test, and raw requests to it: the headers a
// browser or an attacker sends (Host, Origin, forwarded ones) go out exactly as written
export async function serve(setUp: (app: express.Express) => void) {
  const app = express()
  setUp(app)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const send = (
    path: string,
    {
      method = 'GET',
      headers = {},
      body,
    }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      })
      call.on('error', reject)
      call.end(body)
    })
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    send,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
