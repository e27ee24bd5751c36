import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { formatAddress, formatPrice, type Listing } from '~/features/listings/listing'
import { keyFacts } from './key-facts'
import { describeDocument, fitLine, sizeToFit, winAnsi } from './pdf-text'

export type OpenHouseInput = {
  listing: Listing
  listingUrl: string
  startsAt: number
  endsAt: number
  // the IANA zone the times are written in, e.g. 'America/Chicago'
  timeZone: string
  generatedAt: number
}

const page = { width: 612, height: 792, margin: 48 }
const inner = page.width - 2 * page.margin
const ink = rgb(0.1, 0.1, 0.1)
const grey = rgb(0.4, 0.4, 0.4)
const rule = rgb(0.68, 0.68, 0.68)
const paleGrey = rgb(0.62, 0.62, 0.62)
export const signInColumns = [
  'Name',
  'Email or phone',
  'Working with an agent?',
  'Comments',
] as const
const columnWidths = [140, 150, 116, inner - 140 - 150 - 116]
const rows = 14
const headerHeight = 24

// the open house on one US-letter page: when, the home's price and facts, and a sign-in table
export async function openHousePdf(input: OpenHouseInput): Promise<Uint8Array> {
  const { listing } = input
  const document = await PDFDocument.create()
  describeDocument(document, {
    title: `Open house: ${formatAddress(listing.address)}`,
    subject: `Open house sign-in sheet, ${openHouseTimes(input)}`,
    keyword: 'open house',
    city: listing.address.city,
    generatedAt: input.generatedAt,
  })
  const sheet = document.addPage([page.width, page.height])
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)

  let y = page.height - page.margin - 24
  sheet.drawText('Open house', { x: page.margin, y, size: 28, font: bold, color: ink })
  const price = winAnsi(formatPrice(listing.price))
  sheet.drawText(price, {
    x: page.width - page.margin - bold.widthOfTextAtSize(price, 20),
    y,
    size: 20,
    font: bold,
    color: ink,
  })
  y -= 28
  const address = winAnsi(formatAddress(listing.address))
  const addressSize = sizeToFit(bold, address, 14, inner, 10)
  sheet.drawText(fitLine(bold, address, addressSize, inner), {
    x: page.margin,
    y,
    size: addressSize,
    font: bold,
    color: ink,
  })
  y -= 20
  const times = winAnsi(openHouseTimes(input))
  const timesSize = sizeToFit(regular, times, 13, inner, 9)
  sheet.drawText(fitLine(regular, times, timesSize, inner), {
    x: page.margin,
    y,
    size: timesSize,
    font: regular,
    color: ink,
  })

  // the key facts, a row of labelled cells
  y -= 34
  const facts = keyFacts(listing)
  const cell = inner / facts.length
  facts.forEach(([label, value], index) => {
    const x = page.margin + index * cell
    const shown = winAnsi(value)
    sheet.drawText(shown, {
      x,
      y,
      size: sizeToFit(bold, shown, 12, cell - 8, 8),
      font: bold,
      color: ink,
    })
    sheet.drawText(fitLine(regular, label, 8, cell - 8), {
      x,
      y: y - 12,
      size: 8,
      font: regular,
      color: grey,
    })
  })

  // the sign-in table: a ruled header and rows tall enough to write in by hand
  y -= 42
  sheet.drawText('Please sign in', { x: page.margin, y, size: 14, font: bold, color: ink })
  const top = y - 10
  const footer = page.margin
  const rowHeight = Math.min(34, Math.floor((top - headerHeight - footer - 24) / rows))
  const bottom = top - headerHeight - rows * rowHeight
  let x = page.margin
  signInColumns.forEach((label, index) => {
    sheet.drawText(label, { x: x + 4, y: top - 16, size: 9, font: bold, color: ink })
    x += columnWidths[index]!
  })
  sheet.drawLine({
    start: { x: page.margin, y: top },
    end: { x: page.margin + inner, y: top },
    thickness: 1,
    color: ink,
  })
  sheet.drawLine({
    start: { x: page.margin, y: top - headerHeight },
    end: { x: page.margin + inner, y: top - headerHeight },
    thickness: 1,
    color: ink,
  })
  for (let row = 1; row <= rows; row += 1) {
    const lineY = top - headerHeight - row * rowHeight
    sheet.drawLine({
      start: { x: page.margin, y: lineY },
      end: { x: page.margin + inner, y: lineY },
      thickness: 0.5,
      color: rule,
    })
    const agentX = page.margin + columnWidths[0]! + columnWidths[1]!
    sheet.drawText('Yes  /  No', {
      x: agentX + (columnWidths[2]! - regular.widthOfTextAtSize('Yes  /  No', 8)) / 2,
      y: lineY + rowHeight / 2 - 3,
      size: 8,
      font: regular,
      color: paleGrey,
    })
  }
  x = page.margin
  for (const width of [0, ...columnWidths]) {
    x += width
    sheet.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: rule })
  }

  const brandWidth = bold.widthOfTextAtSize('Threshold', 11)
  sheet.drawText(
    fitLine(regular, `See the listing: ${input.listingUrl}`, 9, inner - brandWidth - 16),
    { x: page.margin, y: footer, size: 9, font: regular, color: grey },
  )
  sheet.drawText('Threshold', {
    x: page.width - page.margin - brandWidth,
    y: footer,
    size: 11,
    font: bold,
    color: grey,
  })
  return document.save()
}

// "Saturday, December 5, 2026, 1:00 PM to 3:00 PM CST" on the given zone's clock; an open house
// that runs past midnight names both days
export function openHouseTimes({
  startsAt,
  endsAt,
  timeZone,
}: Pick<OpenHouseInput, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(ms)
  const time = (ms: number, zone: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(zone ? { timeZoneName: 'short' } : {}),
    }).format(ms)
  const text =
    day(startsAt) === day(endsAt)
      ? `${day(startsAt)}, ${time(startsAt, false)} to ${time(endsAt, true)}`
      : `${day(startsAt)}, ${time(startsAt, true)} to ${day(endsAt)}, ${time(endsAt, true)}`
  return text.replace(/[\u202f\u00a0]/g, ' ')
}
