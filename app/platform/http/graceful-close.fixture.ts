// a server that stops as Threshold's does, for graceful-close.test.ts to signal
import { createServer } from 'node:http'
import express from 'express'
import { closeGracefully } from './graceful-close.server'
import { createDrain, refuseWhileDraining } from './refuse-while-draining.server'

const drain = createDrain()
const app = express()
app.use(refuseWhileDraining(drain))
app.get('/slow', (_req, res) => {
  process.stdout.write('received /slow\n')
  setTimeout(() => res.send('slow done'), 800)
})
app.get('/never', () => void process.stdout.write('received /never\n'))
app.get('*', (_req, res) => void res.send('page'))
const server = createServer(app).listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`)
})
closeGracefully(server, {
  drain,
  drainWindowMs: 1_000,
  graceMs: Number(process.env.GRACE_MS ?? 3_000),
  cleanUp: async () => void process.stdout.write('cleaned up\n'),
})
