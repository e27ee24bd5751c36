import { z } from 'zod'
import { addDays, daysBetween } from '~/features/analytics/market-days'
import { adminMessages } from './messages'

export const maxReportDays = 366
export type Bucket = { label: string; from: string; to: string }
export type ReportRange = {
  from: string
  to: string
  days: number
  grain: 'day' | 'week' | 'month'
  buckets: Bucket[]
}

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.range.badDate)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    adminMessages.range.badDate,
  )

// the dashboard's GET form; empty fields mean the last 7 days up to today
export const ReportRangeSchema = z.object({ from: isoDay.optional(), to: isoDay.optional() })

export type RangeFields = { from?: string; to?: string }
export type RangeOutcome = {
  range: ReportRange
  errors: Partial<Record<'from' | 'to', string>>
  fields: RangeFields
}

// today is a market day ('YYYY-MM-DD'); a bad field falls back to the default and says why
export function parseReportRange(params: URLSearchParams, today: string): RangeOutcome {
  const given = { from: params.get('from') || undefined, to: params.get('to') || undefined }
  const errors: RangeOutcome['errors'] = {}
  const parsed = ReportRangeSchema.safeParse(given)
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as 'from' | 'to'] = issue.message
  let to = !errors.to && given.to ? given.to : today
  if (to > today) {
    errors.to = adminMessages.range.future
    to = today
  }
  let from = !errors.from && given.from ? given.from : addDays(to, -6)
  if (from > to) {
    errors.from = adminMessages.range.fromAfterTo
    from = addDays(to, -6)
  } else if (daysBetween(from, to) + 1 > maxReportDays) {
    errors.from = adminMessages.range.tooLong(maxReportDays)
    from = addDays(to, -(maxReportDays - 1))
  }
  return { range: rangeOf(from, to), errors, fields: given }
}

export function rangeOf(from: string, to: string): ReportRange {
  const days = daysBetween(from, to) + 1
  const grain = days <= 31 ? 'day' : days <= 140 ? 'week' : 'month'
  const buckets: Bucket[] = []
  let start = from
  while (start <= to) {
    const end = grain === 'day' ? start : grain === 'week' ? addDays(start, 6) : lastOfMonth(start)
    const bucketEnd = end > to ? to : end
    buckets.push({ label: bucketLabel(start, bucketEnd, grain), from: start, to: bucketEnd })
    start = addDays(bucketEnd, 1)
  }
  return { from, to, days, grain, buckets }
}

function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number]
const short = (day: string) => `${months[dayParts(day)[1] - 1]} ${dayParts(day)[2]}`
const monthName = (day: string) => `${months[dayParts(day)[1] - 1]} ${dayParts(day)[0]}`

function bucketLabel(from: string, to: string, grain: ReportRange['grain']): string {
  if (grain === 'day') return short(from)
  if (grain === 'month') return monthName(from)
  return from === to ? short(from) : `${short(from)}–${short(to)}`
}
