import { describe, expect, test } from 'vitest'
import { createRateLimit, strictest } from './rate-limit.server'

describe('a rate limit', () => {
  test('allows its budget in a window, then refuses with the seconds left until the window ends', async () => {
    const limit = createRateLimit({ name: 'test.window', points: 3, seconds: 600 })
    const verdicts = []
    for (let attempt = 0; attempt < 4; attempt++) verdicts.push(await limit.consume('10.0.0.1'))
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(verdicts[3]).toMatchObject({ allowed: false })
    const retryAfter = (verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds
    expect(retryAfter).toBeGreaterThan(595)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await limit.consume('10.0.0.2')).toEqual({ allowed: true })
  })

  test('check reads without counting; refund and reset give budget back', async () => {
    const limit = createRateLimit({ name: 'test.refund', points: 2, seconds: 60 })
    expect(await limit.check('a')).toEqual({ allowed: true })
    await limit.consume('a')
    expect(await limit.check('a')).toEqual({ allowed: true })
    await limit.consume('a')
    expect(await limit.check('a')).toMatchObject({ allowed: false })
    await limit.refund('a')
    expect(await limit.check('a')).toEqual({ allowed: true })
    await limit.consume('a')
    await limit.reset('a')
    expect(await limit.check('a')).toEqual({ allowed: true })
  })

  test('many at once: exactly the budget gets through', async () => {
    const limit = createRateLimit({ name: 'test.burst', points: 10, seconds: 60 })
    const verdicts = await Promise.all(Array.from({ length: 100 }, () => limit.consume('burst')))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10)
  })

  test('several budgets: refused until the longest refusal ends', () => {
    expect(
      strictest([
        { allowed: true },
        { allowed: false, retryAfterSeconds: 5 },
        { allowed: false, retryAfterSeconds: 9 },
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 9 })
    expect(strictest([{ allowed: true }])).toEqual({ allowed: true })
  })
})

describe('the names of the limits', () => {
  test('are unique, since a limit in Redis is kept under its name (ADR 061)', async () => {
    const { readFile, readdir } = await import('node:fs/promises')
    const files = (await readdir('app', { recursive: true })).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    const names: string[] = []
    for (const file of files) {
      const text = await readFile(`app/${file}`, 'utf8')
      for (const match of text.matchAll(/createRateLimit\(\{\s*name:\s*['`]([^'`]+)['`]/g))
        names.push(match[1]!)
    }
    expect(names.length).toBeGreaterThan(30)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })
})
