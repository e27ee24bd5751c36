// the minimal Remix app served the usual way (Express and @remix-run/express), beside Threshold
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'

const buildDir = process.env.MINIMAL_REMIX_BUILD ?? path.join(import.meta.dirname, 'build')
const build = (await import(
  pathToFileURL(path.join(buildDir, 'server/index.js')).href
)) as ServerBuild
const app = express()
app.disable('x-powered-by')
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
)
app.all('*', createRequestHandler({ build, mode: 'production' }))
const server = app.listen(Number(process.env.PORT), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
