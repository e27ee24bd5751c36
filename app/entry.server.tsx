import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer, isRouteErrorResponse } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { isFirebaseUnavailable } from '~/platform/firebase.server'
import { pageSink } from '~/platform/http/page-sink.server'
import { serverTiming } from '~/platform/http/server-timing.server'
import { wholeResponse } from '~/platform/http/whole-response.server'
import { logger } from '~/platform/logger.server'
import { plainPage } from '~/platform/plain-page.server'
import { NonceProvider } from '~/ui/nonce'
import { StylesProvider } from '~/ui/site-styles'
import siteStyles from '~/styles/app.css?inline'

// server.ts starts the server through the build, so the HTTP layer and the routes share one copy
// of every module (docs/decisions/023-one-module-graph.md)
export { startServer } from './bootstrap.server'

const renderTimeoutMs = 5_000

// requests whose loaders found Firebase unreachable (handleError sees the error, the render answers)
const firebaseUnavailable = new WeakSet<Request>()

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (firebaseUnavailable.has(request)) return dependencyUnavailablePage()
  const renderStartedAt = performance.now()
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesProvider value={request.headers.has('Cookie') ? null : siteStyles}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={renderTimeoutMs}
            nonce={nonce}
          />
        </StylesProvider>
      </NonceProvider>,
      {
        nonce,
        // the whole page is ready, so it is sent in one piece: compressed as one stream (~12%
        // smaller than React's flushed chunks) and never drawn half-parsed
        onAllReady() {
          pipe(
            pageSink((body) => {
              clearTimeout(abortTimer)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              if (loadContext.requestStartedAt !== undefined) {
                responseHeaders.set(
                  'Server-Timing',
                  serverTiming({
                    method: request.method,
                    startedAt: loadContext.requestStartedAt,
                    renderStartedAt,
                  }),
                )
              }
              resolve(
                wholeResponse(body, {
                  headers: responseHeaders,
                  status: failed ? 500 : responseStatusCode,
                }),
              )
            }),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          if (!request.signal.aborted)
            logger.error({ event: 'render.error', err: error }, 'render failed')
        },
      },
    )
    // React starts rendering on the next turn (setImmediate), so no callback above runs before this
    const abortTimer = setTimeout(abort, renderTimeoutMs + 1_000)
  })
}

// a client-side navigation's or a fetcher's data: timed like a page, without the render
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (context.requestStartedAt !== undefined)
    response.headers.set(
      'Server-Timing',
      serverTiming({ method: request.method, startedAt: context.requestStartedAt }),
    )
  return response
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (isFirebaseUnavailable(error)) {
    firebaseUnavailable.add(request)
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
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '30' },
  })
}
