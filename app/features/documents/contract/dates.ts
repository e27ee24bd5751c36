import type { DeadlineEvent } from './analysis'
import { countPattern, countValue } from './amounts'

// dates and day counts as contracts write them: "January 15, 2027", "01/15/2027",
// "15th day of January, 2027", "within ten (10) days after Acceptance", "5 business days"

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
]
const month = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?)`
const ordinal = String.raw`(\d{1,2})(?:st|nd|rd|th)?`
const datePattern = new RegExp(
  [
    String.raw`\b${month}\s+${ordinal},?\s+(\d{4})\b`,
    String.raw`\b${ordinal}\s+(?:day\s+of\s+)?${month},?\s+(?:A\.?D\.?\s+)?(\d{4})\b`,
    String.raw`\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b`,
    String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`,
  ].join('|'),
  'gi',
)

export type DayType = 'calendar' | 'business'
export type FoundDate = { date: string; start: number; end: number }

export function isoDate(year: number, monthNumber: number, day: number): string | null {
  const date = new Date(Date.UTC(year, monthNumber - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== monthNumber - 1 ||
    date.getUTCDate() !== day
  )
    return null
  return date.toISOString().slice(0, 10)
}

const monthNumberOf = (name: string) => monthNames.indexOf(name.slice(0, 3).toLowerCase()) + 1
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year))

export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = []
  for (const match of text.matchAll(datePattern)) {
    const [all, m1, d1, y1, d2, m2, y2, n1, n2, y3, iy, im, id] = match
    const date = m1
      ? isoDate(Number(y1), monthNumberOf(m1), Number(d1))
      : m2
        ? isoDate(Number(y2), monthNumberOf(m2), Number(d2))
        : n1
          ? isoDate(fullYear(y3!), Number(n1), Number(n2))
          : isoDate(Number(iy), Number(im), Number(id))
    if (date) found.push({ date, start: match.index, end: match.index + all.length })
  }
  return found
}

export function parseDate(text: string): string | null {
  return findDates(text)[0]?.date ?? null
}

// what a count of days is counted from, read from the words after it: the contract's start
// (acceptance, the effective date, or nothing said), closing, or some other event
export type DayAnchor = 'start' | 'before-closing' | 'after-closing' | 'other'
export type FoundDuration = {
  days: number
  dayType: DayType
  anchor: DayAnchor
  // for a count from some other event, that event when it is one a contract's deadlines run from
  event: DeadlineEvent | null
  start: number
  end: number
}

const durationPattern = new RegExp(
  String.raw`\b${countPattern}\s*(business|banking|bank|working|calendar)?\s*days?\b`,
  'gi',
)
const hoursPattern = new RegExp(String.raw`\b${countPattern}[\s-]*hours?\b`, 'gi')
const closingEvent =
  /^(?:the\s+)?(?:scheduled\s+)?(?:closing|settlement|close\s+of\s+escrow|coe|recording|recordation|funding|act\s+of\s+sale)\b/
const startEvent =
  /^(?:the\s+)?(?:(?:seller|buyer|purchaser|both\s+parties)'?s?'?\s+)?(?:final\s+|mutual\s+|contract\s+|full\s+)?(?:acceptance|accepted|effective|binding|execution|executed|signing|signed|ratification|ratified|(?:(?:completion|end|expiration|conclusion)\s+of\s+(?:the\s+)?)?attorney\s+review|date\s+(?:of\s+)?(?:this\s+|the\s+)?(?:agreement|contract|offer|acceptance|ratification|execution|hereof)|contract\s+date|agreement\s+date|delivery\s+date|offer\s+date|date\s+(?:this|the)\s+(?:contract|agreement|offer)|this\s+(?:contract|agreement|offer)|mutual|date\s+hereof|(?:[\w']+\s+){0,3}(?:receives?|receipt\s+of|delivery\s+of)\s+(?:a|the)\s+(?:fully\s+)?(?:executed|signed))/

// "of receiving the appraisal report", "after Buyer's receipt of the appraisal", "after the
// appraisal is delivered": the event a count of days runs from
const events: Array<[DeadlineEvent, RegExp]> = [
  ['appraisal', /^[^.;]{0,40}?\bapprais(?:al|ed\s+value)\b/],
  ['inspection', /^[^.;]{0,40}?\binspection\s+reports?\b/],
  ['loan-commitment', /^[^.;]{0,40}?\b(?:loan|mortgage|financing)\s+(?:commitment|approval)\b/],
  ['title-commitment', /^[^.;]{0,40}?\btitle\s+(?:commitment|report)\b/],
]
function eventOf(after: string): DeadlineEvent | null {
  const relation = /^\W*(?:after|following|from|of|upon)\s+/.exec(after)
  if (!relation) return null
  const event = after.slice(relation[0].length)
  return events.find(([, pattern]) => pattern.test(event))?.[0] ?? null
}

function anchorOf(after: string): DayAnchor {
  const relation = /^\W*(after|following|from|of|upon|before|prior\s+to|preceding)\s+/.exec(after)
  if (!relation) return 'start'
  const event = after.slice(relation[0].length)
  if (closingEvent.test(event))
    return /^(?:before|prior|preceding)/.test(relation[1]!) ? 'before-closing' : 'after-closing'
  return startEvent.test(event) ? 'start' : 'other'
}

export function findDurations(text: string): FoundDuration[] {
  const found: FoundDuration[] = []
  for (const match of text.matchAll(durationPattern)) {
    const [all, words, digits, plainDigits, plainWords, kind] = match
    const days = countValue(words, digits, plainDigits, plainWords)
    if (days === null || days > 400) continue
    const following = text
      .slice(match.index + all.length, match.index + all.length + 80)
      .toLowerCase()
    const anchor = anchorOf(following)
    found.push({
      days,
      dayType: kind && !/^calendar$/i.test(kind) ? 'business' : 'calendar',
      anchor,
      event: anchor === 'other' ? eventOf(following) : null,
      start: match.index,
      end: match.index + all.length,
    })
  }
  // "within 48 hours", counted as the days it makes
  for (const match of text.matchAll(hoursPattern)) {
    const [all, words, digits, plainDigits, plainWords] = match
    const hours = countValue(words, digits, plainDigits, plainWords)
    if (hours === null || hours % 24 !== 0 || hours === 0) continue
    const following = text
      .slice(match.index + all.length, match.index + all.length + 80)
      .toLowerCase()
    const anchor = anchorOf(following)
    found.push({
      days: hours / 24,
      dayType: 'calendar',
      anchor,
      event: anchor === 'other' ? eventOf(following) : null,
      start: match.index,
      end: match.index + all.length,
    })
  }
  return found.sort((a, b) => a.start - b.start)
}

export function addCalendarDays(date: string, days: number): string {
  const [year, monthNumber, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, monthNumber! - 1, day! + days)).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}
