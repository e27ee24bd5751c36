import express, { Router, type RequestHandler } from 'express'
import { markSharedFile } from './private-responses.server'

// The built client (its hashed /assets cached for a year, the rest for an hour) and public/.
// Files are the same for everyone and keep these headers for signed-in visitors too.
export function staticFiles({ clientDir, publicDir }: { clientDir?: string; publicDir: string }) {
  const router = Router()
  if (clientDir) {
    router.use(
      '/assets',
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
        setHeaders: markSharedFile,
      }),
    )
    router.use(
      onlyFiles(
        express.static(clientDir, { maxAge: '1h', index: false, setHeaders: markSharedFile }),
      ),
    )
  }
  router.use(
    onlyFiles(
      express.static(publicDir, { maxAge: '1h', index: false, setHeaders: markSharedFile }),
    ),
  )
  return router
}

// pages have no file extension: skip the disk lookups static serving would make for each of them
function onlyFiles(serve: RequestHandler): RequestHandler {
  return (req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? serve(req, res, next) : next())
}
