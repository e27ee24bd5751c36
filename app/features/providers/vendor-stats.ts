import { marketUtcOffsetHours } from '~/core/tour-slots'
import { clockParts } from '~/ui/format'
import type { Job } from './job'
import type { Lead } from './service-requests.server'

export type StatsLead = Pick<Lead, 'status' | 'createdAt' | 'answeredAt'>
export type StatsJob = Pick<Job, 'status' | 'price' | 'completedAt'>

export type MonthRevenue = { month: string; label: string; revenue: number }

export type VendorStats = {
  funnel: { received: number; quoted: number; won: number; completed: number }
  // won / quoted, from 0 to 1; null before the first quote
  winRate: number | null
  answered: number
  medianResponseHours: number | null
  // oldest month first, the current month last
  revenueByMonth: MonthRevenue[]
  booked: { jobs: number; value: number }
}

const hourMs = 3_600_000
export const monthsShown = 12

// a lead the vendor sent a quote for stays counted as quoted once the client decides
const quotedStatuses: ReadonlySet<Lead['status']> = new Set(['quoted', 'won', 'lost'])

export function vendorStats(
  leads: readonly StatsLead[],
  jobs: readonly StatsJob[],
  now: number,
): VendorStats {
  const quoted = leads.filter((lead) => quotedStatuses.has(lead.status)).length
  const won = leads.filter((lead) => lead.status === 'won').length
  const completed = jobs.filter((job) => job.status === 'completed')
  const booked = jobs.filter((job) => job.status === 'booked')
  const responses = responseHours(leads)
  return {
    funnel: { received: leads.length, quoted, won, completed: completed.length },
    winRate: quoted === 0 ? null : won / quoted,
    answered: responses.length,
    medianResponseHours: median(responses),
    revenueByMonth: revenueByMonth(completed, now),
    booked: { jobs: booked.length, value: sum(booked.map((job) => job.price)) },
  }
}

// hours from a lead arriving to the vendor's quote or decline, for the leads answered
export function responseHours(leads: readonly StatsLead[]): number[] {
  return leads.flatMap((lead) =>
    typeof lead.answeredAt === 'number' && lead.answeredAt >= lead.createdAt
      ? [(lead.answeredAt - lead.createdAt) / hourMs]
      : [],
  )
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// months on the market's clock (Ames, US Central), so a job done on the evening of the 31st counts
// in the month the vendor lived it, not in the next one as UTC would have it
export function marketMonth(ms: number): { year: number; month: number } {
  const date = new Date(ms + marketUtcOffsetHours(ms) * hourMs)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() }
}

const monthKey = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`

// completed jobs' prices by the month they were completed, for the last 12 months including this
// one, months without work included as 0
export function revenueByMonth(jobs: readonly StatsJob[], now: number): MonthRevenue[] {
  const current = marketMonth(now)
  const months: MonthRevenue[] = []
  for (let back = monthsShown - 1; back >= 0; back -= 1) {
    const first = Date.UTC(current.year, current.month - back, 1)
    const { year, shortMonth } = clockParts(first)
    months.push({
      month: monthKey(year, new Date(first).getUTCMonth()),
      label: `${shortMonth} ${year}`,
      revenue: 0,
    })
  }
  const byKey = new Map(months.map((entry) => [entry.month, entry]))
  for (const job of jobs) {
    if (job.status !== 'completed' || typeof job.completedAt !== 'number') continue
    const { year, month } = marketMonth(job.completedAt)
    const entry = byKey.get(monthKey(year, month))
    if (entry) entry.revenue += job.price
  }
  return months
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

// "45 minutes", "1 hour", "3.5 hours", "2 days"
export function durationText(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60))
    return minutes === 60 ? '1 hour' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  }
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`
  }
  const days = Math.round((hours / 24) * 10) / 10
  return `${days} days`
}

// 0.4 → "40%"
export const percentText = (ratio: number) => `${Math.round(ratio * 100)}%`
