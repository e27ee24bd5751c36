import type { ContingencyKind, ContractAnalysis } from './analysis'
import { addCalendarDays } from './dates'
import { deadlineDate } from './business-days'

export type TimelineKind = 'earnest-money' | 'contingency' | 'financing' | 'closing' | 'possession'
export type TimelineEntry = { kind: TimelineKind; label: string; date: string; sentence: string }

const contingencyLabels: Record<ContingencyKind, string> = {
  inspection: 'Inspection contingency ends',
  financing: 'Financing contingency ends',
  appraisal: 'Appraisal contingency ends',
  'sale-of-home': 'Sale-of-home contingency ends',
}
const order: TimelineKind[] = ['earnest-money', 'contingency', 'financing', 'closing', 'possession']

// the contract's deadlines as dates, counted from the day it was accepted: business days skip
// weekends and US federal holidays, calendar days do not
export function contractTimeline(
  analysis: ContractAnalysis,
  acceptanceDate: string,
): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  const earnest = analysis.earnestMoney
  const earnestDate = earnest?.value.due && deadlineDate(earnest.value.due, acceptanceDate)
  if (earnest && earnestDate)
    entries.push({
      kind: 'earnest-money',
      label: 'Earnest money due',
      date: earnestDate,
      sentence: earnest.sentence,
    })
  for (const found of analysis.contingencies) {
    // a count from an event (receiving the appraisal) has no date on the calendar
    const date = found.value.deadline && deadlineDate(found.value.deadline, acceptanceDate)
    if (date)
      entries.push({
        kind: 'contingency',
        label: contingencyLabels[found.value.kind],
        date,
        sentence: found.sentence,
      })
  }
  const financing = analysis.financingDeadline
  const financingDate = financing && deadlineDate(financing.value, acceptanceDate)
  if (financing && financingDate) {
    const date = financingDate
    const same = entries.some(
      (entry) => entry.label === contingencyLabels.financing && entry.date === date,
    )
    if (!same)
      entries.push({
        kind: 'financing',
        label: 'Financing deadline',
        date,
        sentence: financing.sentence,
      })
  }
  const closing = analysis.closingDate
  if (closing)
    entries.push({
      kind: 'closing',
      label: 'Closing',
      date: closing.value,
      sentence: closing.sentence,
    })
  const possession = analysis.possession
  if (possession) {
    const afterClosing = /^(\d+)-days-after-closing$/.exec(possession.value)
    const date =
      possession.value === 'at-closing'
        ? closing?.value
        : afterClosing
          ? closing && addCalendarDays(closing.value, Number(afterClosing[1]))
          : possession.value
    if (date)
      entries.push({ kind: 'possession', label: 'Possession', date, sentence: possession.sentence })
  }
  return entries.sort(
    (a, b) => a.date.localeCompare(b.date) || order.indexOf(a.kind) - order.indexOf(b.kind),
  )
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
const compactDate = (date: string) => date.replace(/-/g, '')
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

// RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function hashOf(text: string): string {
  let hash = 2166136261
  for (const character of text) hash = Math.imul(hash ^ character.codePointAt(0)!, 16777619) >>> 0
  return hash.toString(36)
}

// one calendar file (iCalendar) holding every deadline as an all-day event
export function timelineCalendar(
  entries: TimelineEntry[],
  { title, now = new Date() }: { title: string; now?: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threshold//Contract deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(title)}`,
  ]
  entries.forEach((entry, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${compactDate(entry.date)}-${index + 1}-${hashOf(`${title}|${entry.label}|${entry.sentence}`)}@threshold.contract`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addCalendarDays(entry.date, 1))}`,
      `SUMMARY:${escapeText(`${entry.label}: ${title}`)}`,
      `DESCRIPTION:${escapeText(entry.sentence)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    )
  })
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
