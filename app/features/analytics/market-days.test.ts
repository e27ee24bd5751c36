import { describe, expect, test } from 'vitest'
import { marketDayOf, marketDayStart } from './market-days'

describe('market days (US Central)', () => {
  test('a view late in the evening counts on that day, not the next UTC day', () => {
    expect(marketDayOf(Date.parse('2026-11-27T04:30:00Z'))).toBe('2026-11-26')
    expect(marketDayOf(Date.parse('2026-07-01T04:30:00Z'))).toBe('2026-06-30')
  })

  test('a day starts at local midnight, summer and winter', () => {
    expect(new Date(marketDayStart('2026-11-26')).toISOString()).toBe('2026-11-26T06:00:00.000Z')
    expect(new Date(marketDayStart('2026-07-01')).toISOString()).toBe('2026-07-01T05:00:00.000Z')
  })
})
