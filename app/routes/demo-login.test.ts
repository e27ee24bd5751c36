import { expect, test } from 'vitest'
import { messages } from '~/features/accounts/messages'
import { env } from '~/platform/env.server'
import { action } from './demo-login'

// a forged role stores nothing, so the address's budget can be spent without making demo users
const post = () => {
  const body = new URLSearchParams({ role: 'admin' })
  const request = new Request('http://threshold.test/demo-login', { method: 'POST', body })
  return action({ request, params: {}, context: { clientIp: '10.9.8.7', cspNonce: '' } }).then(
    (answer) => answer,
    (thrown: unknown) => thrown,
  )
}

test('past its budget, a demo sign-in answers 429 with Retry-After and says why', async () => {
  for (let attempt = 0; attempt < env().AUTH_POSTS_PER_ADDRESS; attempt++)
    expect(await post()).toMatchObject({ status: 400 })
  const refused = (await post()) as {
    data: { result: { error: Record<string, string[]> } }
    init: { status: number; headers: Record<string, string> }
  }
  expect(refused.init.status).toBe(429)
  expect(Number(refused.init.headers['Retry-After'])).toBeGreaterThan(9 * 60)
  expect(refused.data.result.error['']).toEqual([messages.limits.demoLogin('10 minutes')])
})
