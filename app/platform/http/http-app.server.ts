import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Request, type RequestHandler, type Response } from 'express'
import { isDemoMode, type Env } from '../env.server'
import { logger } from '../logger.server'
import { acceptExpectedBodies } from './accept-expected-bodies.server'
import { answerBeforeTimeout } from './answer-before-timeout.server'
import { boundFormFields } from './bound-form-fields.server'
import { health } from './health.server'
import { lastResortErrorPage } from './last-resort-error.server'
import { limitBodySize } from './limit-body-size.server'
import { pageCache } from './page-cache.server'
import { privateResponsesForSignedIn } from './private-responses.server'
import { refuseCrossSitePosts } from './refuse-cross-site-posts.server'
import { refuseUndecodablePaths } from './refuse-undecodable-paths.server'
import { refuseUnsupportedMethods } from './refuse-unsupported-methods.server'
import { refuseWhileDraining, type Drain } from './refuse-while-draining.server'
import { remixHandler, type FetchHandler } from './remix-handler.server'
import { factsOf, requestFacts } from './request-facts.server'
import { requestLog } from './request-log.server'
import { createRouteFinder, createRouteMatcher } from './route-pattern.server'
import { createUploadLimits } from './route-uploads.server'
import {
  cspNonceOf,
  securityHeaders,
  type FramablePages,
  type PopupSources,
} from './security-headers.server'
import { staticFiles } from './static-files.server'

// a page answered to a GET, rendered or from the page cache
export type PageVisit = {
  path: string
  referrer: string | null
  routeId: string
  status: number
  uid?: string
}

type HttpAppOptions = {
  config: Env
  routes: ServerBuild['routes']
  // Remix's request handler
  handle: FetchHandler
  readiness: () => Promise<{ ready: boolean }>
  drain: Drain
  sessionCookie: string
  // origins forms may post to besides ours (the social sign-in providers)
  formActions: string[]
  // the pages that open the social sign-in popup and the origins it needs (ADR 025)
  popup?: PopupSources
  // the pages other sites may frame (the widgets, ADR 040)
  framable?: FramablePages
  // Vite's middleware in development; without it the built client is served
  devAssets?: RequestHandler
  onPageVisit?: (visit: PageVisit) => void
}

// the HTTP layer in the order a request meets it; each piece is its own module with its own test
export function createHttpApp(options: HttpAppOptions): express.Express {
  const { config, routes } = options
  const uploadLimitOf = createUploadLimits(routes, config.UPLOAD_LIMIT_BYTES)
  const routeIdOf = createRouteFinder(routes)
  // a path no route matches is answered by the root's 404 page
  const pageVisited = (req: Request, res: Response) =>
    options.onPageVisit?.({
      path: req.originalUrl,
      referrer: req.get('referer') ?? null,
      routeId: routeIdOf(req.path) ?? 'root',
      status: res.statusCode,
      uid: factsOf(res).uid,
    })

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)
  app.use(requestFacts({ routeOf: createRouteMatcher(routes) }))
  app.use(privateResponsesForSignedIn({ sessionCookie: options.sessionCookie }))
  app.use(requestLog(logger))
  app.use(refuseUndecodablePaths)
  app.use(refuseWhileDraining(options.drain))
  app.use(
    securityHeaders({
      development: Boolean(options.devAssets),
      formActions: options.formActions,
      popup: options.popup,
      framable: options.framable,
      mapOrigins: config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [],
      strictTransportSecurity: config.NODE_ENV === 'production' && !isDemoMode(),
    }),
  )
  app.use(compression())
  app.use(health({ readiness: options.readiness }))
  if (options.devAssets) app.use(options.devAssets)
  app.use(
    staticFiles({ clientDir: options.devAssets ? undefined : 'build/client', publicDir: 'public' }),
  )
  app.use(refuseUnsupportedMethods)
  app.use(refuseCrossSitePosts({ publicUrl: config.PUBLIC_URL, trustProxy: config.TRUST_PROXY }))
  app.use(acceptExpectedBodies({ takesFiles: (req) => uploadLimitOf(req.path) !== null }))
  app.use(
    limitBodySize({
      bodyLimit: config.BODY_LIMIT_BYTES,
      uploadLimitOf: (req) => uploadLimitOf(req.path),
    }),
  )
  app.use(
    boundFormFields({ bodyLimit: config.BODY_LIMIT_BYTES, timeoutMs: config.PAGE_TIMEOUT_MS }),
  )
  app.use(
    pageCache({
      ttlMs: config.PAGE_CACHE_MS,
      maxEntries: 500,
      nonceOf: cspNonceOf,
      onHit: pageVisited,
    }),
  )
  app.all(
    '*',
    remixHandler({
      handle: answerBeforeTimeout(options.handle, config.PAGE_TIMEOUT_MS),
      loadContext: (req, res) => ({
        cspNonce: cspNonceOf(res),
        clientIp: req.ip ?? 'unknown',
        requestStartedAt: factsOf(res).startedAt,
      }),
      onPage: pageVisited,
    }),
  )
  app.use(lastResortErrorPage)
  return app
}
