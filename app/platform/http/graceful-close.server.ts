import type { Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import closeWithGrace from 'close-with-grace'
import { logger } from '../logger.server'
import type { Drain } from './refuse-while-draining.server'

type Options = {
  drain: Drain
  cleanUp: () => Promise<void>
  // connections already queued get a clean 503 in this time, not a reset
  drainWindowMs?: number
  // what is still in flight after this is cut
  graceMs?: number
  cleanUpMs?: number
}

// On SIGTERM or SIGINT, or an error nothing caught, the server stops taking work, lets the
// requests in flight finish, cleans up and exits. close-with-grace owns the signals, the overall
// time limit, a second signal and the exit code; what stopping means for us is here.
export function closeGracefully(
  server: Server,
  { drain, cleanUp, drainWindowMs = 1_000, graceMs = 10_000, cleanUpMs = 30_000 }: Options,
) {
  return closeWithGrace(
    {
      delay: drainWindowMs + graceMs + cleanUpMs,
      logger: {
        error: (problem: unknown) =>
          logger.error(
            { event: 'server.stop-problem', err: problem },
            typeof problem === 'string' ? problem : 'stopping failed',
          ),
      },
    },
    async ({ signal, err }) => {
      if (err)
        logger.error({ event: 'server.crashed', err }, 'stopping after an error nothing caught')
      drain.start()
      logger.info({ event: 'server.stopping', signal }, 'stopping: finishing in-flight requests')
      await sleep(drainWindowMs)
      await closeServer(server, graceMs)
      try {
        await cleanUp()
      } catch (error) {
        logger.error({ event: 'server.stop-failed', err: error }, 'cleanup failed')
      }
      logger.info({ event: 'server.stopped' }, 'stopped')
    },
  )
}

// close() stops listening and ends the idle keep-alive connections; a connection whose request
// finishes later is idle from then on, so they are ended again until none is left
async function closeServer(server: Server, graceMs: number) {
  const cut = setTimeout(() => server.closeAllConnections(), graceMs)
  const sweep = setInterval(() => server.closeIdleConnections(), 100)
  await new Promise<void>((resolve) => server.close(() => resolve()))
  clearTimeout(cut)
  clearInterval(sweep)
}
