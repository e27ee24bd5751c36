import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer, isRouteErrorResponse } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { recordPageView } from '~/features/analytics/page-views.server'
import { startApplication, stopApplication } from '~/features/startup/startup.server'
import { logger } from '~/platform/logger.server'
import { currentRequest, noteRenderStarted } from '~/platform/request-context.server'
import { NonceProvider } from '~/ui/nonce'

const renderTimeoutMs = 5_000

export const onServerStart = startApplication
export const onServerStop = stopApplication

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  noteRenderStarted()
  if (request.method === 'GET') {
    const leaf = remixContext.staticHandlerContext.matches.at(-1)
    recordPageView(request, { routeId: leaf?.route.id ?? 'unknown', status: responseStatusCode, uid: currentRequest()?.uid })
  }
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={renderTimeoutMs} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: failed ? 500 : responseStatusCode,
            }),
          )
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
  logger.error({ event: 'request.error', err: error }, 'unexpected error')
}
