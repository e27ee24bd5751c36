import type { Deadline } from './analysis'
import { withoutUnticked } from './contract-text'
import { findDates, findDurations } from './dates'

// a deadline in words: a count of days from acceptance, or a date
export function deadlineIn(text: string, from = 0): Deadline | null {
  const tail = withoutUnticked(text.slice(from))
  const duration = findDurations(tail).find((candidate) => candidate.anchor === 'start')
  const date = findDates(tail)[0]
  if (duration && (!date || duration.start < date.start))
    return { days: duration.days, dayType: duration.dayType }
  if (date) return { date: date.date }
  return null
}
