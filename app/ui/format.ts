// en-US numbers and dates, written out instead of Intl: the first Intl formatter a page creates
// costs Chrome ~18 ms of ICU start-up (~70 ms on a mid-range phone), on every page with a price
// or a date, in the task that brings the page to life. format.test.ts holds these to Intl's output.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

// 1,234.568: grouped, at most three decimals, halves away from zero
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000
  const [whole = '0', fraction] = String(rounded).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${value < 0 && rounded > 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

// $215,000, -$48,250: whole dollars
export function formatDollars(value: number): string {
  const dollars = Math.round(Math.abs(value))
  return `${value < 0 && dollars > 0 ? '-' : ''}$${formatNumber(dollars)}`
}

// "2010-07" as July 2010
export function formatMonth(month: string): string {
  const [year, number] = month.split('-')
  return `${months[Number(number) - 1] ?? month} ${year}`
}

// the calendar parts of an instant as read on a clock `offsetHours` from UTC
export function clockParts(ms: number, offsetHours = 0) {
  const date = new Date(ms + offsetHours * 3_600_000)
  return {
    year: date.getUTCFullYear(),
    month: months[date.getUTCMonth()]!,
    shortMonth: months[date.getUTCMonth()]!.slice(0, 3),
    day: date.getUTCDate(),
    weekday: weekdays[date.getUTCDay()]!,
    time: `${date.getUTCHours() % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${date.getUTCHours() < 12 ? 'AM' : 'PM'}`,
  }
}

// sentences joined into one text: a part that already ends a sentence (. ! ? … or a closing quote
// after one) gets no second full stop, so "Your flyer is ready." and "Download it below." read
// "Your flyer is ready. Download it below.", never "ready.. Download" (issue 41)
export function sentences(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part, index, all) =>
      index < all.length - 1 && !/[.!?…:][”’"')]*$/.test(part) ? `${part}.` : part,
    )
    .join(' ')
}
