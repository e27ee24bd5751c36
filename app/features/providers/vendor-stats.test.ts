import { describe, expect, test } from 'vitest'
import {
  durationText,
  median,
  percentText,
  revenueByMonth,
  vendorStats,
  type StatsJob,
  type StatsLead,
} from './vendor-stats'

const hourMs = 3_600_000
// Dec 15, 2026, noon in Ames (UTC−6 in winter)
const now = Date.UTC(2026, 11, 15, 18)

const lead = (
  status: StatsLead['status'],
  answeredAfterHours?: number,
  createdAt = now - 30 * 24 * hourMs,
): StatsLead => ({
  status,
  createdAt,
  ...(answeredAfterHours === undefined
    ? {}
    : { answeredAt: createdAt + answeredAfterHours * hourMs }),
})
const completed = (price: number, completedAt: number): StatsJob => ({
  status: 'completed',
  price,
  completedAt,
})
const booked = (price: number): StatsJob => ({ status: 'booked', price })

describe('a vendor’s figures', () => {
  test('with no leads and no jobs: zeros, no rate, no response time, and 12 empty months', () => {
    const stats = vendorStats([], [], now)
    expect(stats.funnel).toEqual({ received: 0, quoted: 0, won: 0, completed: 0 })
    expect(stats.winRate).toBeNull()
    expect(stats.answered).toBe(0)
    expect(stats.medianResponseHours).toBeNull()
    expect(stats.booked).toEqual({ jobs: 0, value: 0 })
    expect(stats.revenueByMonth).toHaveLength(12)
    expect(stats.revenueByMonth.every((month) => month.revenue === 0)).toBe(true)
  })

  test('the funnel counts every lead received, the quoted ones whatever the client decided, the won ones and the completed jobs', () => {
    const leads = [
      lead('new'),
      lead('new'),
      lead('declined', 5),
      lead('quoted', 2),
      lead('won', 1),
      lead('won', 3),
      lead('lost', 4),
    ]
    const jobs = [completed(400, now - 24 * hourMs), booked(250), booked(300)]
    const stats = vendorStats(leads, jobs, now)
    expect(stats.funnel).toEqual({ received: 7, quoted: 4, won: 2, completed: 1 })
    expect(stats.winRate).toBe(0.5)
    // the declined lead was answered too: 1, 2, 3, 4, 5 hours
    expect(stats.answered).toBe(5)
    expect(stats.medianResponseHours).toBe(3)
    expect(stats.booked).toEqual({ jobs: 2, value: 550 })
    expect(stats.revenueByMonth.at(-1)).toEqual({
      month: '2026-12',
      label: 'Dec 2026',
      revenue: 400,
    })
  })

  test('leads only declined or still new give no win rate', () => {
    expect(vendorStats([lead('declined', 1), lead('new')], [], now).winRate).toBeNull()
    expect(vendorStats([lead('lost', 1), lead('quoted', 1)], [], now).winRate).toBe(0)
  })

  test('an answer time before the lead arrived is ignored rather than counted as negative', () => {
    const stats = vendorStats([lead('quoted', -2), lead('quoted', 6)], [], now)
    expect(stats.answered).toBe(1)
    expect(stats.medianResponseHours).toBe(6)
  })
})

describe('the median', () => {
  test('of an odd count is the middle value, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([7])).toBe(7)
  })

  test('of an even count is the mean of the two middle values', () => {
    expect(median([4, 1, 10, 2])).toBe(3)
    expect(median([0.5, 1])).toBe(0.75)
  })

  test('of nothing is null', () => {
    expect(median([])).toBeNull()
  })
})

describe('revenue by month', () => {
  test('the last 12 months end with this one, oldest first, across the turn of the year', () => {
    const months = revenueByMonth([], Date.UTC(2026, 1, 10, 18))
    expect(months.map((month) => month.label)).toEqual([
      'Mar 2025',
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
    ])
    expect(months[0]!.month).toBe('2025-03')
  })

  test('a job is counted in the month it was completed on the Ames clock, not in UTC', () => {
    // 11 p.m. on Nov 30 in Ames is already Dec 1 in UTC (winter, UTC−6)
    const lateNovember = Date.UTC(2026, 11, 1, 5)
    // 1 a.m. on Dec 1 in Ames
    const earlyDecember = Date.UTC(2026, 11, 1, 7)
    // 11 p.m. on Jul 31 in Ames, in summer time (UTC−5)
    const lateJuly = Date.UTC(2026, 7, 1, 4)
    const months = revenueByMonth(
      [completed(100, lateNovember), completed(40, earlyDecember), completed(7, lateJuly)],
      now,
    )
    const revenue = Object.fromEntries(months.map((month) => [month.label, month.revenue]))
    expect(revenue['Nov 2026']).toBe(100)
    expect(revenue['Dec 2026']).toBe(40)
    expect(revenue['Jul 2026']).toBe(7)
    expect(revenue['Aug 2026']).toBe(0)
  })

  test('the current month starts on the Ames clock too', () => {
    // 10 p.m. on Nov 30 in Ames: still November there, though December in UTC
    const months = revenueByMonth([], Date.UTC(2026, 11, 1, 4))
    expect(months.at(-1)!.label).toBe('Nov 2026')
  })

  test('jobs older than 12 months, booked jobs and completed jobs without a date are left out; months with no work are 0', () => {
    const thirteenMonthsAgo = Date.UTC(2025, 10, 15, 18)
    const elevenMonthsAgo = Date.UTC(2026, 0, 15, 18)
    const months = revenueByMonth(
      [
        completed(999, thirteenMonthsAgo),
        completed(300, elevenMonthsAgo),
        completed(200, elevenMonthsAgo),
        booked(500),
        { status: 'completed', price: 50 },
      ],
      now,
    )
    expect(months[0]).toEqual({ month: '2026-01', label: 'Jan 2026', revenue: 500 })
    expect(months.reduce((total, month) => total + month.revenue, 0)).toBe(500)
    expect(months.filter((month) => month.revenue === 0)).toHaveLength(11)
  })
})

describe('the words for the figures', () => {
  test('durations read in minutes, hours or days', () => {
    expect(durationText(0.001)).toBe('1 minute')
    expect(durationText(0.75)).toBe('45 minutes')
    expect(durationText(0.999)).toBe('1 hour')
    expect(durationText(1)).toBe('1 hour')
    expect(durationText(3.46)).toBe('3.5 hours')
    expect(durationText(72)).toBe('3 days')
  })

  test('a rate reads as a whole percentage', () => {
    expect(percentText(0.5)).toBe('50%')
    expect(percentText(2 / 3)).toBe('67%')
    expect(percentText(0)).toBe('0%')
  })
})
