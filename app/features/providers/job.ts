import { marketUtcOffsetHours } from '~/features/buyers/tour-slots'
import type { ProviderCategory } from './categories'

// jobs/{quoteId}: the appointment an accepted quote books, one per quote, seen by the client and
// the vendor; the vendor marks it done, and then the client may review it once
export type JobStatus = 'booked' | 'completed'
export type Job = {
  id: string
  quoteId: string
  leadId: string
  requestId: string
  providerId: string
  business: string
  vendorUid: string
  clientUid: string
  category: ProviderCategory
  zip: string
  listingId: string | null
  details: string
  price: number
  startsAt: number
  status: JobStatus
  createdAt: number
  completedAt?: number
  reviewed?: boolean
}

const hourMs = 3_600_000
export const jobStartHour = 9

// the quote's first day, at 9 a.m. on the market's clock
export function jobStartsAt(day: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`)
  return Date.parse(`${day}T00:00:00Z`) + (jobStartHour - marketUtcOffsetHours(noonUtc)) * hourMs
}

// the vendor may mark a job done from the start of its day (market time) onwards
export function canComplete(job: Pick<Job, 'status' | 'startsAt'>, now: number): boolean {
  return job.status === 'booked' && now >= job.startsAt - jobStartHour * hourMs
}

// the buyer journey's steps a booked job completes
export const inspectionCategories: readonly ProviderCategory[] = ['inspector']
export const closingCategories: readonly ProviderCategory[] = ['attorney', 'title-escrow']
