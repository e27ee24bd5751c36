import { timingSafeEqual } from 'node:crypto'
import { searchListings } from '~/features/search/search-index.server'
import { env } from '~/platform/env.server'
import { logger } from '~/platform/logger.server'
import { runSearchAlerts, type AlertRun } from './search-alerts.server'

// where links in an alert point: the configured public address, or this server's own
export function siteOrigin(): string {
  const config = env()
  return (
    config.PUBLIC_URL ??
    `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`
  ).replace(/\/$/, '')
}

export const sendDueSearchAlerts = (): Promise<AlertRun> =>
  runSearchAlerts(searchListings, { origin: siteOrigin() })

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> = Promise.resolve()

// the embedded default's scheduler: one run at a time, every SEARCH_ALERTS_EVERY_MINUTES
export function startSearchAlerts() {
  const tick = () => {
    running = running
      .then(sendDueSearchAlerts)
      .catch((error: unknown) =>
        logger.warn(
          { event: 'search-alerts.run-failed', err: error },
          'saved-search alerts not run',
        ),
      )
  }
  timer = setInterval(tick, env().SEARCH_ALERTS_EVERY_MINUTES * 60_000).unref()
}

export async function stopSearchAlerts() {
  clearInterval(timer)
  timer = undefined
  await running
}

// a scheduler's call: `Authorization: Bearer <JOBS_SECRET>`, compared in constant time
export function isSchedulerCall(request: Request): 'ok' | 'disabled' | 'refused' {
  const secret = env().JOBS_SECRET
  if (!secret) return 'disabled'
  const given = Buffer.from(request.headers.get('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'refused'
}
