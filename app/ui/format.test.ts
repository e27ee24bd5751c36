import { describe, expect, test } from 'vitest'
import { clockParts, formatDollars, formatNumber, sentences } from './format'

const intl = {
  number: new Intl.NumberFormat('en-US'),
  dollars: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }),
}
const numbers = [
  0, 7, 999, 1_000, 2_930, 215_000, 1_234_567, 1_234.5678, 2.5, 0.125, 99.5, -2.5, -48_250,
  12_345_678_901,
]

describe('numbers read as Intl en-US writes them', () => {
  test.each(numbers)('%s', (value) => {
    expect(formatNumber(value)).toBe(intl.number.format(value))
    expect(formatDollars(value)).toBe(intl.dollars.format(value))
  })

  test('a sum that rounds to nothing is $0, never -$0', () => {
    expect(formatDollars(-0.4)).toBe('$0')
    expect(formatNumber(-0)).toBe('0')
  })
})

describe('dates and clock times read as Intl en-US writes them', () => {
  // every day of two years, at an hour that walks round the clock
  const instants = Array.from(
    { length: 731 },
    (_, day) =>
      Date.UTC(2025, 0, 1) +
      day * 86_400_000 +
      ((day * 7) % 24) * 3_600_000 +
      (day % 4) * 15 * 60_000,
  )
  const plain = (text: string) => text.replace(/\u202f/g, ' ')

  test('month and year, short dates, in UTC', () => {
    const monthYear = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (const ms of instants) {
      const parts = clockParts(ms)
      expect(`${parts.month} ${parts.year}`).toBe(monthYear.format(ms))
      expect(`${parts.shortMonth} ${parts.day}, ${parts.year}`).toBe(day.format(ms))
    }
  })

  test('weekday and time on a clock six hours behind UTC', () => {
    const slot = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Etc/GMT+6',
    })
    for (const ms of instants) {
      const parts = clockParts(ms, -6)
      expect(`${parts.weekday}, ${parts.shortMonth} ${parts.day}, ${parts.time}`).toBe(
        plain(slot.format(ms)),
      )
    }
  })
})

// issue 41: "Your flyer is ready.. Download it below." was a message that ends a sentence joined
// to the next with another full stop
describe('sentences joined into one text', () => {
  test('adds a full stop only where a sentence does not end already', () => {
    expect(sentences('Your flyer is ready.', 'Download it below.')).toBe(
      'Your flyer is ready. Download it below.',
    )
    expect(sentences('Description saved', 'The new description is on your listing.')).toBe(
      'Description saved. The new description is on your listing.',
    )
    expect(sentences('Sent!', '“Done.”', undefined, '', 'Last')).toBe('Sent! “Done.” Last')
  })
})
