import { Redis } from 'ioredis'
import { env } from './env.server'
import { logger } from './logger.server'
import { singleton } from './singleton.server'
import { withTimeout } from './with-timeout'

// The one Redis client of this process (REDIS_URL: the rate limits several instances share,
// docs/decisions/061-limits-shared-through-redis.md), made on first use. A Redis that is down or
// slow fails a command at once or within commandTimeoutMs, never queues it: each limit then counts
// in this instance's memory (its insurance) until Redis answers again.
const commandTimeoutMs = 500

type Shared = { client?: Redis; outageLogged: boolean }
const state = singleton<Shared>('redis', () => ({ outageLogged: false }))

export function sharedRedis(): Redis | undefined {
  const url = env().REDIS_URL
  if (!url) return undefined
  if (state.client) return state.client
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // reconnect forever, at most every 2 seconds
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  const where = redisAddress(url)
  client.on('ready', () => {
    state.outageLogged = false
    logger.info({ event: 'redis.ready', redis: where }, 'rate limits shared through Redis')
  })
  // ioredis repeats the error on every reconnection attempt: logged once per outage
  client.on('error', (error: Error) => {
    if (state.outageLogged) return
    state.outageLogged = true
    logger.warn(
      { event: 'redis.unavailable', redis: where, err: { message: error.message } },
      'Redis unavailable: rate limits count per instance until it answers',
    )
  })
  state.client = client
  return client
}

// at start: commands are not queued while connecting, so the first ones would count in memory;
// a Redis that does not answer does not stop the start (the limits count per instance meanwhile)
export async function connectRedis(timeoutMs = 5_000): Promise<void> {
  const client = sharedRedis()
  if (!client || client.status === 'ready') return
  try {
    await withTimeout(
      new Promise<void>((resolve) => client.once('ready', () => resolve())),
      timeoutMs,
      'redis connection',
    )
  } catch {
    // logged by the error listener
  }
}

// whether Redis answers, for /readyz (undefined without REDIS_URL)
export async function pingRedis(timeoutMs: number): Promise<void> {
  const client = sharedRedis()
  if (!client) return
  await withTimeout(client.ping(), timeoutMs, 'redis ping')
}

// the server's stop: the open connection would otherwise keep the process alive
export async function closeRedis(): Promise<void> {
  const client = state.client
  if (!client) return
  state.client = undefined
  try {
    await withTimeout(client.quit(), 1_000, 'redis quit')
  } catch {
    client.disconnect()
  }
}

// host and port only: the URL may carry a password
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return '(unparsable REDIS_URL)'
  }
}
