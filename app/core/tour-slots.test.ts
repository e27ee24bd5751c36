import { describe, expect, test } from 'vitest'
import { formatSlot, marketUtcOffsetHours, tourSlots } from './tour-slots'

const chicago = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Chicago',
})
const hourInChicago = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'America/Chicago',
})
const plain = (text: string) => text.replace(/\u202f/g, ' ')

describe('tour times on the Ames clock', () => {
  test('the offset follows America/Chicago to the hour, around every change from 2025 to 2030', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 3_600_000) {
      const hourThere = Number(hourInChicago.format(ms))
      expect(
        (new Date(ms).getUTCHours() + marketUtcOffsetHours(ms) + 24) % 24,
        new Date(ms).toISOString(),
      ).toBe(hourThere)
    }
  })

  test('slots are at 10 a.m., 1 p.m. and 4 p.m. there, each day of the next week, in summer and winter', () => {
    for (const now of [
      Date.UTC(2026, 10, 23, 18),
      Date.UTC(2027, 6, 4, 3),
      Date.UTC(2027, 2, 10, 12),
      Date.UTC(2026, 10, 29, 12),
    ]) {
      const slots = tourSlots(now)
      expect(slots).toHaveLength(21)
      expect(slots.map((slot) => plain(chicago.format(slot)).replace(/^.*, /, ''))).toEqual(
        Array(7).fill(['10:00 AM', '1:00 PM', '4:00 PM']).flat(),
      )
      for (const slot of slots) expect(formatSlot(slot)).toBe(plain(chicago.format(slot)))
      expect(slots[0]! - now).toBeGreaterThan(0)
    }
  })
})
