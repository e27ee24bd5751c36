import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { formatAddress, formatPrice, type Listing } from '~/features/listings/listing'
import { keyFacts } from './key-facts'
import { winAnsi } from './pdf-text'

export type OpenHouseInput = { listing: Listing; listingUrl: string; startsAt: number; endsAt: number; timeZone: string; generatedAt: number }

const page = { width: 612, height: 792, margin: 48 }
const ink = rgb(0.1, 0.1, 0.1)
const grey = rgb(0.42, 0.42, 0.42)
const rule = rgb(0.7, 0.7, 0.7)
const columns = [
  { label: 'Name', width: 150 },
  { label: 'Email or phone', width: 150 },
  { label: 'Working with an agent?', width: 110 },
  { label: 'Comments', width: 106 },
]
const rows = 14

// the open house on one US-letter page: when, the home's facts and price, and a sign-in table
export async function openHousePdf(input: OpenHouseInput): Promise<Uint8Array> {
  const { listing } = input
  const document = await PDFDocument.create()
  document.setTitle(winAnsi(`${formatAddress(listing.address)}: open house`))
  document.setSubject('Open house sign-in sheet')
  document.setCreator('Threshold')
  document.setProducer('Threshold')
  document.setCreationDate(new Date(input.generatedAt))
  const sheet = document.addPage([page.width, page.height])
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)

  let y = page.height - page.margin - 24
  sheet.drawText('Open house', { x: page.margin, y, size: 28, font: bold, color: ink })
  y -= 28
  sheet.drawText(winAnsi(formatAddress(listing.address)), { x: page.margin, y, size: 14, font: bold, color: ink })
  y -= 20
  sheet.drawText(winAnsi(when(input)), { x: page.margin, y, size: 13, font: regular, color: ink })
  y -= 28
  const facts = [['Price', formatPrice(listing.price)] as [string, string], ...keyFacts(listing)]
  sheet.drawText(winAnsi(facts.map(([label, value]) => `${label}: ${value}`).join('   ')), { x: page.margin, y, size: 10, font: regular, color: grey })

  // the sign-in table
  y -= 36
  sheet.drawText('Please sign in', { x: page.margin, y, size: 14, font: bold, color: ink })
  y -= 10
  const rowHeight = 30
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0)
  const top = y
  let x = page.margin
  for (const column of columns) {
    sheet.drawText(column.label, { x: x + 4, y: top - 16, size: 9, font: bold, color: ink })
    x += column.width
  }
  for (let row = 0; row <= rows + 1; row += 1) {
    const lineY = top - row * rowHeight + (row === 0 ? 0 : rowHeight - 22)
    sheet.drawLine({ start: { x: page.margin, y: lineY }, end: { x: page.margin + tableWidth, y: lineY }, thickness: row <= 1 ? 1 : 0.5, color: row <= 1 ? ink : rule })
  }
  const bottom = top - (rows + 1) * rowHeight + (rowHeight - 22)
  x = page.margin
  for (const column of [...columns, null]) {
    sheet.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: rule })
    if (column) x += column.width
  }

  sheet.drawText(winAnsi(`See the listing: ${input.listingUrl}`), { x: page.margin, y: page.margin - 8, size: 9, font: regular, color: grey })
  sheet.drawText('Threshold', { x: page.width - page.margin - bold.widthOfTextAtSize('Threshold', 11), y: page.margin - 8, size: 11, font: bold, color: grey })
  return document.save()
}

// "Saturday, December 5, 2026, 1:00 PM to 3:00 PM CST" on the market's clock
function when({ startsAt, endsAt, timeZone }: OpenHouseInput): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(startsAt)
  const time = (ms: number, zone: boolean) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', ...(zone ? { timeZoneName: 'short' } : {}) }).format(ms)
  return `${day}, ${time(startsAt, false)} to ${time(endsAt, true)}`
}
