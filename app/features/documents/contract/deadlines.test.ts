import { describe, expect, test } from 'vitest'
import { analyzeContract } from './analyze'
import { contractTimeline, timelineCalendar } from './deadlines'

const contract = [
  'Earnest Money: $5,000 due within 2 business days after Acceptance.',
  'Inspection Contingency: Buyer may terminate within ten (10) days after Acceptance.',
  'Financing Contingency: This Agreement is contingent upon Buyer obtaining loan approval on or before January 29, 2027.',
  'Closing Date: February 12, 2027',
  'Possession: 3 days after closing.',
].join('\n')

describe('contract timeline', () => {
  test('each deadline as a date, business days skipping a weekend and Martin Luther King Jr. Day, sorted', () => {
    const timeline = contractTimeline(analyzeContract(contract), '2027-01-14')
    expect(timeline.map(({ kind, label, date }) => ({ kind, label, date }))).toEqual([
      { kind: 'earnest-money', label: 'Earnest money due', date: '2027-01-19' },
      { kind: 'contingency', label: 'Inspection contingency ends', date: '2027-01-24' },
      { kind: 'contingency', label: 'Financing contingency ends', date: '2027-01-29' },
      { kind: 'closing', label: 'Closing', date: '2027-02-12' },
      { kind: 'possession', label: 'Possession', date: '2027-02-15' },
    ])
    expect(timeline[0]!.sentence).toBe(
      'Earnest Money: $5,000 due within 2 business days after Acceptance.',
    )
  })
})

describe('calendar file', () => {
  const entries = contractTimeline(analyzeContract(contract), '2027-01-14')
  const ics = timelineCalendar(entries, {
    title: '12 Elm St., Ames; offer',
    now: new Date('2027-01-14T15:30:00Z'),
  })
  const lines = ics.split('\r\n')

  test('RFC 5545: CRLF lines, one all-day event per deadline, each with its own UID', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Threshold//Contract deadlines//EN',
      'CALSCALE:GREGORIAN',
    ])
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(5)
    const uids = lines.filter((line) => line.startsWith('UID:'))
    expect(new Set(uids).size).toBe(5)
    expect(lines).toContain('DTSTART;VALUE=DATE:20270119')
    expect(lines).toContain('DTEND;VALUE=DATE:20270120')
    expect(lines).toContain('DTSTAMP:20270114T153000Z')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  test('text is escaped and long lines are folded at 75 octets', () => {
    expect(lines).toContain('SUMMARY:Closing: 12 Elm St.\\, Ames\\; offer')
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(
      'DESCRIPTION:Earnest Money: $5\\,000 due within 2 business days after Acceptance.',
    )
  })
})
