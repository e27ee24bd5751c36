import { marketUtcOffsetHours } from '~/core/tour-slots'

const hourMs = 3_600_000
export const dayMs = 24 * hourMs

// days on the market's clock (Ames, US Central): a view at 11 p.m. counts on the day it was made
export function marketDayOf(ms: number): string {
  return new Date(ms + marketUtcOffsetHours(ms) * hourMs).toISOString().slice(0, 10)
}

// the instant a market day ('YYYY-MM-DD') starts
export function marketDayStart(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  return utcMidnight - marketUtcOffsetHours(utcMidnight + 6 * hourMs) * hourMs
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)
}
