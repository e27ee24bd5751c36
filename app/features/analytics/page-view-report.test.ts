import { describe, expect, test } from 'vitest'
import { analyticsMessages } from './messages'
import { receivePageView } from './page-view-report.server'

const report = (
  body: string,
  clientIp = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) => receivePageView(new Request('http://localhost/api/events', { method: 'POST', body }), clientIp)

describe('a page view reported by the browser', () => {
  test('is refused when too large, not JSON, or without its path and route', async () => {
    expect(await report(JSON.stringify({ path: '/', routeId: 'x'.repeat(5_000) }))).toEqual({
      ok: false,
      status: 413,
      message: analyticsMessages.tooLarge,
    })
    expect(await report('{"path": ')).toEqual({
      ok: false,
      status: 400,
      message: analyticsMessages.notJson,
    })
    expect(await report(JSON.stringify({ path: '/' }))).toEqual({
      ok: false,
      status: 400,
      message: analyticsMessages.missingFields,
    })
    expect(await report(JSON.stringify({ path: '/', routeId: 'routes/home' }))).toEqual({
      ok: true,
    })
  })

  test('one address reports at most 60 a minute, then is told how long to wait', async () => {
    const from = '10.200.0.1'
    for (let index = 0; index < 60; index++)
      expect((await report(JSON.stringify({ path: '/', routeId: 'routes/home' }), from)).ok).toBe(
        true,
      )
    const refused = await report(JSON.stringify({ path: '/', routeId: 'routes/home' }), from)
    expect(refused).toMatchObject({ ok: false, status: 429 })
    expect(refused.ok ? '' : refused.message).toMatch(
      /^Too many page views reported from your address\. Try again in \d+ seconds\.$/,
    )
  })
})
