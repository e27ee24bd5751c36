import { clockParts } from '~/ui/format'

const hours = [10, 13, 16]
const hourMs = 3_600_000
const dayMs = 24 * hourMs

// Ames keeps Central time: UTC−6, and UTC−5 from 2 a.m. on the second Sunday of March to 2 a.m.
// on the first Sunday of November (the US rule since 2007), written out so the browser needs no
// time-zone data (ADR 014); tour-slots.test.ts checks it against America/Chicago
export function marketUtcOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear()
  const summerStarts = nthSunday(year, 2, 2) + 8 * hourMs
  const summerEnds = nthSunday(year, 10, 1) + 7 * hourMs
  return ms >= summerStarts && ms < summerEnds ? -5 : -6
}

function nthSunday(year: number, month: number, nth: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1))
}

// tour times over the next 7 days, on the hour on the market's clock, stored as instants
export function tourSlots(now: number): number[] {
  const slots: number[] = []
  const today = Math.floor((now + marketUtcOffsetHours(now) * hourMs) / dayMs) * dayMs
  for (let day = 1; day <= 7; day += 1) {
    const midnight = today + day * dayMs
    for (const hour of hours)
      slots.push(midnight + (hour - marketUtcOffsetHours(midnight + (hour + 6) * hourMs)) * hourMs)
  }
  return slots
}

// "Tue, Nov 24, 10:00 AM" on the market's clock
export function formatSlot(ms: number): string {
  const { weekday, shortMonth, day, time } = clockParts(ms, marketUtcOffsetHours(ms))
  return `${weekday}, ${shortMonth} ${day}, ${time}`
}

// a booked tour's place on the appointments page, where booking it lands
export function tourAnchor(appointmentId: string): string {
  return `tour-${appointmentId}`
}
