import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { RemixServer, isRouteErrorResponse } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { recordPageView } from '~/features/analytics/page-views.server'
import { startApplication, stopApplication } from '~/features/startup/startup.server'
import { logger } from '~/platform/logger.server'
import { isFirebaseUnavailable } from '~/platform/firebase.server'
import { plainPage } from '~/platform/plain-page.server'
import { currentRequest, noteDependencyUnavailable, noteRenderStarted } from '~/platform/request-context.server'
import { NonceProvider } from '~/ui/nonce'
import { StylesProvider } from '~/ui/site-styles'
import siteStyles from '~/styles/app.css?inline'

const renderTimeoutMs = 5_000

export const onServerStart = startApplication
export const onServerStop = stopApplication

// a page the server's micro-cache answered without rendering is still a view
export function onCachedPageView(request: Request, routeId: string) {
  recordPageView(request, { routeId, status: 200 })
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  noteRenderStarted()
  if (currentRequest()?.dependencyUnavailable) return dependencyUnavailablePage()
  if (request.method === 'GET') {
    const leaf = remixContext.staticHandlerContext.matches.at(-1)
    const facts = currentRequest()
    if (facts) facts.routeId = leaf?.route.id
    recordPageView(request, { routeId: leaf?.route.id ?? 'unknown', status: responseStatusCode, uid: facts?.uid })
  }
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesProvider value={request.headers.has('Cookie') ? null : siteStyles}>
          <RemixServer context={remixContext} url={request.url} abortDelay={renderTimeoutMs} nonce={nonce} />
        </StylesProvider>
      </NonceProvider>,
      {
        nonce,
        // the whole page is ready, so it is sent in one piece: compressed as one stream (~12%
        // smaller than React's flushed chunks) and never drawn half-parsed
        onAllReady() {
          const body = new PassThrough()
          const chunks: Buffer[] = []
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('end', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: failed ? 500 : responseStatusCode }))
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          if (!request.signal.aborted) logger.error({ event: 'render.error', err: error }, 'render failed')
        },
      },
    )
    setTimeout(abort, renderTimeoutMs + 1_000)
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (isFirebaseUnavailable(error)) {
    noteDependencyUnavailable()
    logger.error({ event: 'firebase.unavailable', err: error }, 'firebase unavailable')
    return
  }
  logger.error({ event: 'request.error', err: error }, 'unexpected error')
}

// Firebase unreachable is not a bug in the page: say so, with 503 so clients and proxies retry
function dependencyUnavailablePage() {
  const html = plainPage({
    status: 503,
    title: 'Threshold is not answering right now',
    message: 'We cannot reach our data service at the moment. Please try again in a minute.',
  })
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '30' } })
}
