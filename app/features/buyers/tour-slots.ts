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

const slotFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' })

export const formatSlot = (ms: number) => slotFormat.format(new Date(ms))
