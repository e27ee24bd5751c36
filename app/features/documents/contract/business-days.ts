import type { Deadline } from './analysis'
import { addCalendarDays } from './dates'

const utc = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day))
const iso = (date: Date) => date.toISOString().slice(0, 10)

// the nth given weekday of a month (n = -1: the last)
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, monthIndex, 1)
    return utc(year, monthIndex, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7)
  }
  const last = utc(year, monthIndex + 1, 0)
  return utc(year, monthIndex, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7))
}

// a fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after
function observed(date: Date): Date {
  const weekday = date.getUTCDay()
  if (weekday === 6) return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - 1)
  if (weekday === 0) return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1)
  return date
}

// the days US federal offices close in a year (5 U.S.C. 6103), as observed
export function federalHolidays(year: number): string[] {
  const fixed = [utc(year, 0, 1), utc(year, 6, 4), utc(year, 10, 11), utc(year, 11, 25)]
  if (year >= 2021) fixed.push(utc(year, 5, 19))
  const floating = [
    nthWeekday(year, 0, 1, 3), // martin luther king jr. day
    nthWeekday(year, 1, 1, 3), // washington's birthday
    nthWeekday(year, 4, 1, -1), // memorial day
    nthWeekday(year, 8, 1, 1), // labor day
    nthWeekday(year, 9, 1, 2), // columbus day
    nthWeekday(year, 10, 4, 4), // thanksgiving
  ]
  return [...fixed.map(observed), ...floating]
    .map(iso)
    .filter((date) => date.startsWith(String(year)))
    .sort()
}

const holidayCache = new Map<number, Set<string>>()
function holidaysAround(year: number): Set<string> {
  let holidays = holidayCache.get(year)
  if (!holidays) {
    // next year's new year's day, when a saturday, is observed on this year's december 31
    holidays = new Set([
      ...federalHolidays(year),
      ...[iso(observed(utc(year + 1, 0, 1)))].filter((date) => date.startsWith(String(year))),
    ])
    holidayCache.set(year, holidays)
  }
  return holidays
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !holidaysAround(Number(date.slice(0, 4))).has(date)
}

// the nth business day after a date (the date itself not counted)
export function addBusinessDays(date: string, days: number): string {
  let current = date
  for (let counted = 0; counted < days;) {
    current = addCalendarDays(current, 1)
    if (isBusinessDay(current)) counted += 1
  }
  return current
}

// the date a deadline falls on, when it is a date or a count from a known acceptance date
export function deadlineDate(deadline: Deadline, acceptanceDate: string | null): string | null {
  if ('date' in deadline) return deadline.date
  // a count from an event (receiving the appraisal) has no date until the event happens
  if ('after' in deadline || !acceptanceDate) return null
  return deadline.dayType === 'business'
    ? addBusinessDays(acceptanceDate, deadline.days)
    : addCalendarDays(acceptanceDate, deadline.days)
}
