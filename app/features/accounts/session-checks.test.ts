import { describe, expect, test } from 'vitest'
import { forgetSession, forgetSessionsOf, sessionHolds } from './session-checks.server'
import { sessionCheckReuseMs } from './session-limits'

const counting = (answer: boolean) => {
  const check = Object.assign(async () => (check.asked++, answer), { asked: 0 })
  return check
}

describe('reusing a good answer about a session', () => {
  test('a good answer is reused within the bound and asked again after it', async () => {
    const check = counting(true)
    const now = Date.now()
    expect(await sessionHolds('sid-reused', 'uid-1', check, now)).toBe(true)
    expect(await sessionHolds('sid-reused', 'uid-1', check, now + sessionCheckReuseMs - 1)).toBe(
      true,
    )
    expect(check.asked).toBe(1)
    expect(
      await sessionHolds('sid-reused', 'uid-1', check, Date.now() + sessionCheckReuseMs + 1),
    ).toBe(true)
    expect(check.asked).toBe(2)
  })

  test('a refusal is never reused: every request asks again', async () => {
    const check = counting(false)
    expect(await sessionHolds('sid-refused', 'uid-1', check)).toBe(false)
    expect(await sessionHolds('sid-refused', 'uid-1', check)).toBe(false)
    expect(check.asked).toBe(2)
  })

  test('a good answer is not lent to a cookie naming another user', async () => {
    await sessionHolds('sid-other', 'uid-1', counting(true))
    const check = counting(false)
    expect(await sessionHolds('sid-other', 'uid-2', check)).toBe(false)
    expect(check.asked).toBe(1)
  })

  test('ending a session forgets it at once, even the answer of a check still running', async () => {
    await sessionHolds('sid-ended', 'uid-1', counting(true))
    forgetSession('sid-ended')
    const after = counting(false)
    expect(await sessionHolds('sid-ended', 'uid-1', after)).toBe(false)

    let finish: (holds: boolean) => void = () => undefined
    const running = sessionHolds(
      'sid-racing',
      'uid-1',
      () => new Promise<boolean>((resolve) => (finish = resolve)),
    )
    forgetSessionsOf('uid-1')
    finish(true)
    expect(await running).toBe(true)
    const next = counting(false)
    expect(await sessionHolds('sid-racing', 'uid-1', next)).toBe(false)
    expect(next.asked).toBe(1)
  })

  test('requests arriving together share one check', async () => {
    const check = counting(true)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sessionHolds('sid-together', 'uid-3', check)),
    )
    expect(answers.every(Boolean)).toBe(true)
    expect(check.asked).toBe(1)
  })
})
