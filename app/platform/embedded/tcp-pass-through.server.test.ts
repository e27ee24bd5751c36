import { createServer, Socket, type AddressInfo, type Server } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { startPassThrough, type PassThrough } from './tcp-pass-through.server'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

// a service that answers each line with "<name>:<line>"
async function echo(name: string): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) =>
    socket.on('data', (data) => socket.write(`${name}:${data.toString()}`)),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { port: (server.address() as AddressInfo).port, server }
}

// sends a line through and resolves with the answer, or '' if the connection is closed unanswered
function through(passThrough: PassThrough, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket()
    socket.once('error', reject)
    socket.once('close', () => resolve(''))
    socket.connect(passThrough.port, '127.0.0.1', () => socket.write(line))
    socket.once('data', (data: Buffer) => {
      resolve(data.toString())
      socket.destroy()
    })
  })
}

async function passThroughOn(port = 0, holdMs = 5_000) {
  const passThrough = await startPassThrough(port, holdMs)
  cleanups.push(() => passThrough.close())
  return passThrough
}

describe('the pass-through in front of the Auth emulator', () => {
  test('keeps its port while the service behind it moves, and a connection made meanwhile waits for it', async () => {
    const first = await echo('first')
    const passThrough = await passThroughOn()
    passThrough.routeTo(first.port)
    expect(await through(passThrough, 'a')).toBe('first:a')

    passThrough.routeTo(undefined)
    const waiting = through(passThrough, 'b')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = await echo('second')
    passThrough.routeTo(second.port)
    expect(await waiting).toBe('second:b')
  })

  test('gives up on a waiting connection after the hold time', async () => {
    const passThrough = await passThroughOn(0, 200)
    passThrough.routeTo(undefined)
    const started = Date.now()
    expect(await through(passThrough, 'c')).toBe('')
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
