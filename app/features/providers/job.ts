import { marketUtcOffsetHours } from '~/core/tour-slots'
import type { Job } from '~/core/data/jobs.server'
import type { ProviderCategory } from './categories'

// jobs/{quoteId}: the appointment an accepted quote books, one per quote, seen by the client and
// the vendor; the client pays for it through Threshold (the price, or the vendor's deposit), the
// vendor marks it done once the appointment has started, and then the client may review it once
// (ADR 051)
export type { Job, JobPayment, JobStatus } from '~/core/data/jobs.server'

const hourMs = 3_600_000
export const jobStartHour = 9

// the quote's first day, at 9 a.m. on the market's clock
export function jobStartsAt(day: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`)
  return Date.parse(`${day}T00:00:00Z`) + (jobStartHour - marketUtcOffsetHours(noonUtc)) * hourMs
}

// the vendor may mark a job done once its appointment has started, not before
export function canComplete(job: Pick<Job, 'status' | 'startsAt'>, now: number): boolean {
  return job.status === 'booked' && now >= job.startsAt
}

// what the client pays through Threshold: the vendor's deposit when the quote set one, else the price
export function amountDue(job: Pick<Job, 'price' | 'deposit'>): number {
  return job.deposit ?? job.price
}

export type JobPaymentState = 'unpaid' | 'paid' | 'deposit-paid'
export function paymentState(job: Pick<Job, 'paid'>): JobPaymentState {
  if (!job.paid) return 'unpaid'
  return job.paid.deposit ? 'deposit-paid' : 'paid'
}
export const paymentLabels: Record<JobPaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'deposit-paid': 'Deposit paid',
}

// the buyer journey's steps a booked job completes
export const inspectionCategories: readonly ProviderCategory[] = ['inspector']
export const closingCategories: readonly ProviderCategory[] = ['attorney', 'title-escrow']
