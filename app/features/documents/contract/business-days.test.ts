import { describe, expect, test } from 'vitest'
import { addBusinessDays, deadlineDate, federalHolidays, isBusinessDay } from './business-days'

describe('US federal holidays', () => {
  test('2027, with a Sunday Independence Day observed on Monday and a Saturday Christmas on Friday', () => {
    expect(federalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ])
  })

  test("New Year's Day 2028 falls on a Saturday, so December 31, 2027 is the day off", () => {
    expect(isBusinessDay('2027-12-31')).toBe(false)
    expect(isBusinessDay('2027-12-30')).toBe(true)
  })
})

describe('business days', () => {
  test('from December 23, 2026, over a weekend and Christmas', () => {
    expect(addBusinessDays('2026-12-23', 1)).toBe('2026-12-24')
    expect(addBusinessDays('2026-12-23', 2)).toBe('2026-12-28')
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29')
  })

  test('from January 14, 2027, over a weekend and Martin Luther King Jr. Day', () => {
    expect(addBusinessDays('2027-01-14', 1)).toBe('2027-01-15')
    expect(addBusinessDays('2027-01-14', 2)).toBe('2027-01-19')
  })

  test('a deadline in calendar days counts weekends; one given as a date stays', () => {
    expect(deadlineDate({ days: 2, dayType: 'calendar' }, '2027-01-14')).toBe('2027-01-16')
    expect(deadlineDate({ days: 2, dayType: 'business' }, '2027-01-14')).toBe('2027-01-19')
    expect(deadlineDate({ date: '2027-02-01' }, null)).toBe('2027-02-01')
    expect(deadlineDate({ days: 2, dayType: 'calendar' }, null)).toBeNull()
  })
})
