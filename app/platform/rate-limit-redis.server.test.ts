import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRedis, type RunningRedis } from '../../tests/support/redis-server'
import { parseEnv, reloadEnv } from './env.server'
import { createRateLimit } from './rate-limit.server'
import { closeRedis, connectRedis, redisAddress } from './redis.server'

// the limits with REDIS_URL set, against a real redis-server (ADR 061)
let redis: RunningRedis
let reader: Redis

beforeAll(async () => {
  redis = await startRedis()
  process.env.REDIS_URL = redis.url
  reloadEnv()
  await connectRedis()
  reader = new Redis(redis.url)
})

afterAll(async () => {
  reader?.disconnect()
  await closeRedis()
  await redis?.stop()
  delete process.env.REDIS_URL
  reloadEnv()
})

describe('a rate limit kept in Redis', () => {
  test('two copies of one limit (two instances) count against one budget, kept under its name', async () => {
    const onA = createRateLimit({ name: 'test.shared', points: 5, seconds: 900 })
    const onB = createRateLimit({ name: 'test.shared', points: 5, seconds: 900 })
    const verdicts = []
    for (let attempt = 0; attempt < 5; attempt++)
      verdicts.push(await (attempt % 2 ? onB : onA).consume('someone@example.com'))
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true)
    const sixthOnA = await onA.consume('someone@example.com')
    expect(sixthOnA).toMatchObject({ allowed: false })
    expect((sixthOnA as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(890)
    expect(await onB.check('someone@example.com')).toMatchObject({ allowed: false })
    expect(await reader.get('threshold:limit:test.shared:someone@example.com')).toBe('6')
    expect(await reader.ttl('threshold:limit:test.shared:someone@example.com')).toBeGreaterThan(890)
  })

  test('limits with different names keep apart the same key', async () => {
    const first = createRateLimit({ name: 'test.first', points: 1, seconds: 60 })
    const second = createRateLimit({ name: 'test.second', points: 1, seconds: 60 })
    expect(await first.consume('10.0.0.1')).toEqual({ allowed: true })
    expect(await second.consume('10.0.0.1')).toEqual({ allowed: true })
    expect(await first.consume('10.0.0.1')).toMatchObject({ allowed: false })
  })

  test('check, refund and reset act on the shared count', async () => {
    const onA = createRateLimit({ name: 'test.refund', points: 2, seconds: 60 })
    const onB = createRateLimit({ name: 'test.refund', points: 2, seconds: 60 })
    await onA.consume('a')
    await onA.consume('a')
    expect(await onB.check('a')).toMatchObject({ allowed: false })
    await onB.refund('a')
    expect(await onA.check('a')).toEqual({ allowed: true })
    await onA.consume('a')
    await onB.reset('a')
    expect(await onA.check('a')).toEqual({ allowed: true })
    expect(await reader.exists('threshold:limit:test.refund:a')).toBe(0)
  })

  test('many at once across two copies: exactly the budget gets through', async () => {
    const onA = createRateLimit({ name: 'test.burst', points: 10, seconds: 60 })
    const onB = createRateLimit({ name: 'test.burst', points: 10, seconds: 60 })
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, index) => (index % 2 ? onB : onA).consume('burst')),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10)
  })

  // last: it stops the redis-server
  test('while Redis is down, each copy still answers at once, counting in its own memory', async () => {
    const onA = createRateLimit({ name: 'test.down', points: 2, seconds: 60 })
    const onB = createRateLimit({ name: 'test.down', points: 2, seconds: 60 })
    await redis.stop()
    const started = performance.now()
    expect(await onA.consume('k')).toEqual({ allowed: true })
    expect(await onA.consume('k')).toEqual({ allowed: true })
    expect(await onA.consume('k')).toMatchObject({ allowed: false })
    expect(await onB.consume('k')).toEqual({ allowed: true })
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('REDIS_URL', () => {
  test('is optional, a redis:// or rediss:// URL', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@10.0.0.3:6378' }).REDIS_URL).toBe(
      'rediss://:secret@10.0.0.3:6378',
    )
    expect(() => parseEnv({ REDIS_URL: 'http://10.0.0.3:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    )
  })

  test('is logged as its host and port only, never its password', () => {
    expect(redisAddress('rediss://default:s3cret@10.0.0.3:6378/0')).toBe('rediss://10.0.0.3:6378')
    expect(redisAddress('redis://:s3cret@cache')).toBe('redis://cache:6379')
  })
})
