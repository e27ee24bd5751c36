import { createServer } from 'node:http'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import type { RequestHandler } from 'express'
import { sessionCookieName } from '~/features/accounts/session.server'
import { popupCspSources } from '~/features/accounts/social/popup-config.server'
import { recordPageView } from '~/features/analytics/page-views.server'
import { startApplication, stopApplication } from '~/features/startup/startup.server'
import { isWidgetPath, widgetFrameAncestors } from '~/features/widgets/widgets'
import { assertEmbeddedDefaultInstalled } from '~/platform/embedded/full-install.server'
import { env, isDemoMode, type Env } from '~/platform/env.server'
import { closeGracefully } from '~/platform/http/graceful-close.server'
import { createHttpApp } from '~/platform/http/http-app.server'
import { createDrain } from '~/platform/http/refuse-while-draining.server'
import { inTurns } from '~/platform/http/request-turns.server'
import { logger } from '~/platform/logger.server'
import { checkReadiness } from '~/platform/readiness.server'

type ServerOptions = {
  // the server build; in development a function that loads its newest version for each request
  build: ServerBuild | (() => Promise<ServerBuild>)
  // Vite's middleware in development
  devAssets?: RequestHandler
  // what the caller started and must stop (Vite's dev server)
  onStop?: () => Promise<void>
}

// Threshold's start, from the server build that server.ts loaded, so that the HTTP layer and the
// routes share one copy of every module (docs/decisions/023-one-module-graph.md): the embedded
// default when no Firebase project is set, the application's own start, the HTTP server, and a
// graceful stop
export async function startServer({ build, devAssets, onStop }: ServerOptions) {
  const config = env()
  // the embedded default is loaded only when it runs: a production install has none of its packages
  if (isDemoMode()) assertEmbeddedDefaultInstalled()
  try {
    const embedded = isDemoMode()
      ? await (
          await import('~/platform/embedded/embedded-default.server')
        ).startEmbeddedDefault(config)
      : undefined
    const { routes } = typeof build === 'function' ? await build() : build
    await startApplication()
    const drain = createDrain()
    const app = createHttpApp({
      config,
      routes,
      handle: createRequestHandler(build, config.NODE_ENV),
      readiness: checkReadiness,
      drain,
      sessionCookie: sessionCookieName,
      formActions: socialSignInTargets(config),
      popup: popupCspSources(),
      framable: { isFramable: isWidgetPath, ancestors: widgetFrameAncestors },
      devAssets,
      onPageVisit: recordPageView,
    })
    const server = createServer(inTurns(app)).listen(config.PORT, config.HOST, () => {
      const url = `http://localhost:${config.PORT}`
      logger.info(
        { event: 'server.ready', url, demo: isDemoMode() },
        `Threshold is ready at ${url}`,
      )
      process.stdout.write(
        `\n  Threshold is ready at ${url}${isDemoMode() ? ' (Demo mode)' : ''}\n\n`,
      )
    })
    server.keepAliveTimeout = 65_000
    closeGracefully(server, {
      drain,
      cleanUp: async () => {
        await stopApplication()
        await onStop?.()
        await embedded?.stop()
      },
    })
  } catch (error) {
    logger.fatal({ event: 'server.start-failed', err: error }, 'Threshold could not start')
    throw error
  }
}

// the social buttons post a form that redirects to the provider, which form-action must allow
function socialSignInTargets(config: Env): string[] {
  const targets: string[] = []
  if (config.OAUTH_PROVIDER_BASE_URL) targets.push(new URL(config.OAUTH_PROVIDER_BASE_URL).origin)
  if (config.GOOGLE_CLIENT_ID) targets.push('https://accounts.google.com')
  if (config.FACEBOOK_CLIENT_ID) targets.push('https://facebook.com', 'https://www.facebook.com')
  return targets
}
