import { clockParts } from '~/ui/format'

const hours = [10, 13, 16]
const dayMs = 24 * 60 * 60 * 1000

// tour times over the next 7 days, on the hour, in the market's time (Ames is UTC-6 in winter;
// times are shown as the market's local clock and stored as instants)
export const marketUtcOffsetHours = -6

export function tourSlots(now: number): number[] {
  const slots: number[] = []
  const today = Math.floor((now + marketUtcOffsetHours * 3_600_000) / dayMs) * dayMs
  for (let day = 1; day <= 7; day += 1) {
    for (const hour of hours) slots.push(today + day * dayMs + (hour - marketUtcOffsetHours) * 3_600_000)
  }
  return slots
}

// "Tue, Nov 24, 10:00 AM" on the market's clock, the same clock the slots were made on
export function formatSlot(ms: number): string {
  const { weekday, shortMonth, day, time } = clockParts(ms, marketUtcOffsetHours)
  return `${weekday}, ${shortMonth} ${day}, ${time}`
}
