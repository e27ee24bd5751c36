import { createServer, Socket, type AddressInfo } from 'node:net'

export type PassThrough = {
  port: number
  // where connections go from now on; undefined holds new ones until a target comes back
  routeTo(port: number | undefined): void
  close(): Promise<void>
}

// a loopback TCP pass-through whose port stays the same while the service behind it is restarted
// on another; a connection made while the service is down waits for it, up to holdMs
export async function startPassThrough(port: number, holdMs: number): Promise<PassThrough> {
  let target: number | undefined
  const waiting = new Set<() => void>()
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  const server = createServer((client) => {
    track(client)
    client.pause()
    client.on('error', () => client.destroy())
    const connect = (to: number) => {
      const upstream = new Socket()
      track(upstream)
      const end = () => {
        client.destroy()
        upstream.destroy()
      }
      upstream.on('error', end).once('close', end)
      client.once('close', end)
      upstream.connect(to, '127.0.0.1')
      client.pipe(upstream).pipe(client)
    }
    if (target !== undefined) return connect(target)
    const giveUp = setTimeout(() => client.destroy(), holdMs)
    const go = () => {
      clearTimeout(giveUp)
      waiting.delete(go)
      if (target !== undefined && !client.destroyed) connect(target)
    }
    waiting.add(go)
    client.once('close', () => {
      clearTimeout(giveUp)
      waiting.delete(go)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })

  return {
    port: (server.address() as AddressInfo).port,
    routeTo(next) {
      target = next
      if (next !== undefined) for (const go of [...waiting]) go()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
