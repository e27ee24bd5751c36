import { expect, test } from 'vitest'
import { clearSiteData } from './clear-site-data.server'
import { formatShare } from './figures'

test('the answer asks the browser to clear cache, cookies and storage, and expires the session cookie', async () => {
  const headers = await clearSiteData(
    new Request('http://threshold.test/clear-cache', { method: 'POST' }),
  )
  expect(headers.get('Clear-Site-Data')).toBe('"cache", "cookies", "storage"')
  expect(headers.get('Set-Cookie')).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/)
})

test('a share reads as a percentage with one decimal, as the valuation details write it', () => {
  expect(formatShare(0.0812)).toBe('8.1%')
  expect(formatShare(0.8)).toBe('80.0%')
  expect(formatShare(0.78649)).toBe('78.6%')
})
