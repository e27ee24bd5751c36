import { describe, expect, test } from 'vitest'
import { findDates, findDurations, parseDate } from './dates'

describe('dates as contracts write them', () => {
  test.each([
    ['on or before January 15, 2027', '2027-01-15'],
    ['by Jan. 15 2027', '2027-01-15'],
    ['closing on January 15th, 2027', '2027-01-15'],
    ['Date: 01/15/2027', '2027-01-15'],
    ['Date: 1/15/27', '2027-01-15'],
    ['the 15th day of January, 2027', '2027-01-15'],
    ['this 1st day of March 2027', '2027-03-01'],
    ['15 January 2027', '2027-01-15'],
    ['2027-01-15', '2027-01-15'],
  ])('%s', (text, date) => {
    expect(parseDate(text)).toBe(date)
  })

  test('an impossible date is not a date', () => {
    expect(findDates('February 30, 2027 or 13/01/2027')).toEqual([])
  })
})

describe('counts of days', () => {
  test('words, digits, both, and the kind of day', () => {
    expect(findDurations('within ten (10) days after Acceptance')).toMatchObject([
      { days: 10, dayType: 'calendar', anchor: 'start' },
    ])
    expect(findDurations('within 5 business days')).toMatchObject([
      { days: 5, dayType: 'business', anchor: 'start' },
    ])
    expect(findDurations('two (2) banking days after acceptance of this offer')).toMatchObject([
      { days: 2, dayType: 'business' },
    ])
    expect(findDurations('within 48 hours after acceptance')).toMatchObject([
      { days: 2, dayType: 'calendar', anchor: 'start' },
    ])
  })

  test('what the count runs from', () => {
    expect(findDurations('5 Days prior to Close of Escrow')[0]!.anchor).toBe('before-closing')
    expect(findDurations('three (3) days after Closing')[0]!.anchor).toBe('after-closing')
    expect(findDurations('within 5 days after receipt of the notice')[0]!.anchor).toBe('other')
    expect(findDurations('21 days after the Effective Date')[0]!.anchor).toBe('start')
    expect(
      findDurations('within 14 calendar days after the completion of attorney review')[0]!.anchor,
    ).toBe('start')
  })
})
