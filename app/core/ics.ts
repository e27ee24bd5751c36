type CalendarEvent = {
  id: string
  startsAt: number
  summary: string
  location: string
  url: string
  durationMinutes?: number
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

// an iCalendar event for a booked tour or job (RFC 5545), so it can go into any calendar
export function calendarEvent(event: CalendarEvent): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const escape = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threshold//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@threshold`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.startsAt + (event.durationMinutes ?? 45) * 60_000)}`,
    `SUMMARY:${escape(event.summary)}`,
    `LOCATION:${escape(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
