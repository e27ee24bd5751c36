import './app/platform/node-env.server'
import { existsSync } from 'node:fs'
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { startEmbeddedDefault, type EmbeddedDefault } from '~/platform/embedded/embedded-default.server'
import { env, InvalidEnvError, isDemoMode, type Env } from '~/platform/env.server'
import { acceptExpectedBodies } from '~/platform/http/accept-expected-bodies.server'
import { limitBodySize } from '~/platform/http/limit-body-size.server'
import { markSharedFile, privateResponsesForSignedIn } from '~/platform/http/private-responses.server'
import { refuse } from '~/platform/http/refuse.server'
import { refuseCrossSitePosts } from '~/platform/http/refuse-cross-site-posts.server'
import { refuseUndecodablePaths } from '~/platform/http/refuse-undecodable-paths.server'
import { createUploadLimits } from '~/platform/http/route-uploads.server'
import { checkReadiness } from '~/platform/readiness.server'
import { logger } from '~/platform/logger.server'
import { pageCache } from '~/platform/page-cache.server'
import { plainPage } from '~/platform/plain-page.server'
import { requestContext, type RequestFacts } from '~/platform/request-context.server'
import { inTurns, waitedMs } from '~/platform/request-turns.server'
import { createRouteMatcher } from '~/platform/route-pattern.server'

type EntryHooks = {
  onServerStart?: () => Promise<void>
  onServerStop?: () => Promise<void>
  onCachedPageView?: (request: globalThis.Request, routeId: string) => void
}
const pageMethods = new Set(['GET', 'HEAD', 'POST'])
const apiMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
// the session cookie's name (app/features/accounts/session.server.ts), read here without its secret
const sessionCookie = '__session'
const shutdownGraceMs = 10_000

async function main() {
  const config = readEnvOrExit()
  const embedded: EmbeddedDefault | undefined = isDemoMode() ? await startEmbeddedDefault(config) : undefined
  const development = config.NODE_ENV === 'development'
  const vite = development
    ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))
    : undefined
  const loadBuild = async () =>
    (vite
      ? await vite.ssrLoadModule('virtual:remix/server-build')
      : await import(path.resolve('build/server/index.js'))) as ServerBuild

  const build = await loadBuild()
  const hooks = build.entry.module as unknown as EntryHooks
  await hooks.onServerStart?.()
  const routeOf = createRouteMatcher(build.routes)
  const uploadLimitOf = createUploadLimits(build.routes, config.UPLOAD_LIMIT_BYTES)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  app.use((req, res, next) => {
    const facts: RequestFacts = {
      reqId: trustedRequestId(req.get('x-request-id')) ?? randomUUID(),
      startedAt: performance.now(),
      route: routeOf(req.path),
    }
    res.locals.facts = facts
    res.locals.cspNonce = randomBytes(16).toString('base64')
    res.setHeader('X-Request-Id', facts.reqId)
    addServerTiming(req, res, facts)
    requestContext.run(facts, next)
  })
  app.use(privateResponsesForSignedIn({ sessionCookie }))
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => factsOf(res).reqId,
      quietReqLogger: true,
      quietResLogger: true,
      customSuccessObject: (req, res, value) => requestLine(req, res, value),
      customErrorObject: (req, res, error, value) => ({ ...requestLine(req, res, value), err: error }),
      customSuccessMessage: () => 'request',
      customErrorMessage: () => 'request',
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  )
  app.use(refuseUndecodablePaths)
  app.use(refuseWhileDraining)
  app.use(answerBeforeTimeout(config.PAGE_TIMEOUT_MS))
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
          formAction: ["'self'", ...oauthFormTargets(config)],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // no-referrer makes browsers send `Origin: null` on form posts, which Remix's CSRF check refuses
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.NODE_ENV === 'production' && !isDemoMode(),
    }),
  )
  app.use(compression())

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness()
    res.status(readiness.ready ? 200 : 503).json(readiness)
  })

  if (vite) app.use(vite.middlewares)
  else {
    app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false, setHeaders: markSharedFile }))
    app.use(onlyFiles(express.static('build/client', { maxAge: '1h', index: false, setHeaders: markSharedFile })))
  }
  app.use(onlyFiles(express.static('public', { maxAge: '1h', index: false, setHeaders: markSharedFile })))

  app.use(refuseUnsupportedMethods)
  app.use(refuseCrossSitePosts({ publicUrl: config.PUBLIC_URL, trustProxy: config.TRUST_PROXY }))
  app.use(acceptExpectedBodies({ takesFiles: (req) => uploadLimitOf(req.path) !== null }))
  app.use(limitBodySize({ bodyLimit: config.BODY_LIMIT_BYTES, uploadLimitOf: (req) => uploadLimitOf(req.path) }))
  app.use(
    pageCache({
      ttlMs: config.PAGE_CACHE_MS,
      maxEntries: 500,
      nonceOf: (res) => res.locals.cspNonce as string,
      routeIdOf: (res) => factsOf(res).routeId,
      onHit: (req, page) => {
        factsOf(req.res!).routeId = page.routeId
        const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`
        hooks.onCachedPageView?.(new globalThis.Request(url, { headers: req.get('referer') ? { referer: req.get('referer')! } : {} }), page.routeId ?? 'unknown')
      },
    }),
  )
  app.all(
    '*',
    createRequestHandler({
      build: vite ? loadBuild : build,
      mode: config.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? 'unknown' }),
    }),
  )
  app.use(lastResortErrorPage)

  const server = createServer(inTurns(app)).listen(config.PORT, config.HOST, () => {
    const url = `http://localhost:${config.PORT}`
    logger.info({ event: 'server.ready', url, demo: isDemoMode() }, `Threshold is ready at ${url}`)
    process.stdout.write(`\n  Threshold is ready at ${url}${isDemoMode() ? ' (Demo mode)' : ''}\n\n`)
  })
  server.keepAliveTimeout = 65_000
  stopGracefully(server, async () => {
    await hooks.onServerStop?.()
    await vite?.close()
    await embedded?.stop()
  })
}

function readEnvOrExit(): Env {
  // variables already set win over the file; ENV_FILE= (empty) reads none, as the test suite does
  const envFile = process.env.ENV_FILE ?? '.env'
  if (envFile && existsSync(envFile)) process.loadEnvFile(envFile)
  try {
    return env()
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its meaning.\n`)
      process.exit(1)
    }
    throw error
  }
}

function factsOf(res: ServerResponse): RequestFacts {
  return (res as unknown as Response).locals.facts as RequestFacts
}

function requestLine(req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) {
  const facts = factsOf(res)
  return {
    method: req.method,
    route: facts.route,
    status: res.statusCode,
    ms: value.responseTime,
    waitedMs: Math.round(waitedMs(req, facts.startedAt)) || undefined,
    uid: facts.uid,
    cache: res.getHeader('x-cache'),
  }
}

function addServerTiming(req: Request, res: Response, facts: RequestFacts) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) {
      const now = performance.now()
      const phase = req.method === 'GET' || req.method === 'HEAD' ? 'loader' : 'action'
      const dataDone = facts.renderStartedAt ?? now
      const timings = [`${phase};dur=${(dataDone - facts.startedAt).toFixed(1)}`]
      if (facts.renderStartedAt) timings.push(`render;dur=${(now - facts.renderStartedAt).toFixed(1)}`)
      res.setHeader('Server-Timing', timings.join(', '))
    }
    return writeHead.apply(this, args)
  } as typeof writeHead
}

function refuseUnsupportedMethods(req: Request, res: Response, next: NextFunction) {
  const allowed = req.path.startsWith('/api/') ? apiMethods : pageMethods
  if (allowed.has(req.method)) return next()
  res.setHeader('Allow', [...allowed].join(', '))
  logger.warn({ event: 'http.method-not-allowed', method: req.method.slice(0, 16) }, 'method not allowed')
  res
    .status(405)
    .type('html')
    .send(
      plainPage({
        status: 405,
        title: 'That action is not available here',
        message: `This page answers ${[...allowed].join(', ')} requests only.`,
      }),
    )
}

function lastResortErrorPage(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error)
  logger.error({ event: 'http.unhandled', err: error }, 'unhandled error')
  refuse(req, res, 500, 'Something went wrong', 'An unexpected error occurred. Please try again.')
}

// the social buttons post a form that redirects to the provider, which form-action must allow
function oauthFormTargets(config: Env): string[] {
  const targets: string[] = []
  if (config.OAUTH_PROVIDER_BASE_URL) targets.push(new URL(config.OAUTH_PROVIDER_BASE_URL).origin)
  if (config.GOOGLE_CLIENT_ID) targets.push('https://accounts.google.com')
  if (config.FACEBOOK_CLIENT_ID) targets.push('https://facebook.com', 'https://www.facebook.com')
  return targets
}

// pages have no file extension: skip the disk lookups static serving would make for each of them
function onlyFiles(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? serve(req, res, next) : next())
}

let draining = false
const drainWindowMs = 1_000

// a hung dependency (Firestore unreachable retries for ~45 s) must not hang the visitor: past the
// limit the request gets a 503 page and whatever the app writes later is dropped
function answerBeforeTimeout(limitMs: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return
      logger.error({ event: 'http.timeout', limitMs }, 'request timed out')
      res.setHeader('Retry-After', '30')
      refuse(req, res, 503, 'Threshold is not answering right now', 'Part of the service is not responding. Please try again in a minute.')
      const ignore = () => res
      Object.assign(res, { status: ignore, set: ignore, setHeader: ignore, writeHead: ignore, write: () => true, end: ignore })
    }, limitMs)
    timer.unref()
    res.on('close', () => clearTimeout(timer))
    next()
  }
}

// while stopping, requests on kept-alive connections are turned away cleanly, not dropped
function refuseWhileDraining(req: Request, res: Response, next: NextFunction) {
  if (!draining) return next()
  res.setHeader('Connection', 'close')
  res.setHeader('Retry-After', '5')
  refuse(req, res, 503, 'Threshold is restarting', 'Please try again in a few seconds.')
}

function stopGracefully(server: Server, cleanUp: () => Promise<void>) {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    draining = true
    logger.info({ event: 'server.stopping', signal }, 'stopping: finishing in-flight requests')
    // keep accepting for a moment so connections already queued get a clean 503, not a reset
    await new Promise((resolve) => setTimeout(resolve, drainWindowMs))
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    clearTimeout(force)
    try {
      await cleanUp()
    } catch (error) {
      logger.error({ event: 'server.stop-failed', err: error }, 'cleanup failed')
    }
    logger.info({ event: 'server.stopped' }, 'stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error) => {
  logger.fatal({ event: 'server.start-failed', err: error }, 'Threshold could not start')
  process.exit(1)
})

// a proxy's request id is kept so lines can be joined across services; anything odd is replaced
function trustedRequestId(value: string | undefined) {
  return value && /^[\w.:-]{1,64}$/.test(value) ? value : undefined
}
