import { describe, expect, test } from 'vitest'
import { parseReportRange, rangeOf } from './report-range'

const parse = (query: string) => parseReportRange(new URLSearchParams(query), '2026-11-26')

describe('the analytics range', () => {
  test('by default the last 7 days up to today, by day', () => {
    const { range, errors } = parse('')
    expect(errors).toEqual({})
    expect(range).toMatchObject({ from: '2026-11-20', to: '2026-11-26', days: 7, grain: 'day' })
    expect(range.buckets.map((bucket) => bucket.label)).toEqual([
      'Nov 20',
      'Nov 21',
      'Nov 22',
      'Nov 23',
      'Nov 24',
      'Nov 25',
      'Nov 26',
    ])
  })

  test('weeks up to 140 days, months beyond, the last bucket cut at the end', () => {
    const weeks = rangeOf('2026-10-01', '2026-11-26')
    expect(weeks.grain).toBe('week')
    expect(weeks.buckets[0]).toEqual({ label: 'Oct 1–Oct 7', from: '2026-10-01', to: '2026-10-07' })
    expect(weeks.buckets.at(-1)).toEqual({ label: 'Nov 26', from: '2026-11-26', to: '2026-11-26' })
    const months = rangeOf('2026-01-15', '2026-11-26')
    expect(months.grain).toBe('month')
    expect(months.buckets.map((bucket) => [bucket.from, bucket.to])).toContainEqual([
      '2026-02-01',
      '2026-02-28',
    ])
    expect(months.buckets[0]!.label).toBe('Jan 2026')
  })

  test('bad dates, a future end, a start after the end and a too-long range are each explained and replaced', () => {
    expect(parse('from=yesterday&to=2026-02-30').errors).toEqual({
      from: 'Enter a date like 2026-11-20',
      to: 'Enter a date like 2026-11-20',
    })
    expect(parse('to=2027-01-01')).toMatchObject({
      errors: { to: 'The end date cannot be after today; showing up to today' },
      range: { to: '2026-11-26' },
    })
    expect(parse('from=2026-11-25&to=2026-11-01')).toMatchObject({
      errors: { from: expect.stringContaining('on or before') },
      range: { from: '2026-10-26', to: '2026-11-01' },
    })
    expect(parse('from=2020-01-01')).toMatchObject({
      errors: { from: 'Choose at most 366 days; showing the last 366' },
      range: { days: 366, to: '2026-11-26' },
    })
  })
})
