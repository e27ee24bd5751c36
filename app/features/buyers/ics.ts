// an iCalendar event for a booked tour (RFC 5545), so it can go into any calendar
export function tourCalendarEvent(event: { id: string; startsAt: number; address: string; url: string; status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' }): string {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  const escape = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threshold//Tours//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@threshold`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.startsAt + 45 * 60_000)}`,
    `SUMMARY:${escape(`Home tour: ${event.address}`)}`,
    `LOCATION:${escape(event.address)}`,
    `URL:${event.url}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
