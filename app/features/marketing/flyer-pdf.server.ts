import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatAddress, formatPrice, statusLabels, type Listing } from '~/features/listings/listing'
import { keyFacts } from './key-facts'
import { describeDocument, fitLine, sizeToFit, trimWords, winAnsi, wrapText } from './pdf-text'

export type FlyerInput = {
  listing: Listing
  listingUrl: string
  // the listing's first photo as JPEG bytes; null draws a box that says it is to come
  photoJpeg: Uint8Array | null
  // printed small under the photo when given
  photoAlt?: string
  // a short description: past 90 words, or past the lines the page has, it is cut with "..."
  description: string
  contact: { name: string; line: string }
  generatedAt: number
}

const page = { width: 612, height: 792, margin: 48 }
const inner = page.width - 2 * page.margin
const ink = rgb(0.1, 0.1, 0.1)
const grey = rgb(0.4, 0.4, 0.4)
const paleGrey = rgb(0.88, 0.88, 0.88)
const qr = { size: 120, gap: 24 }
const footerRule = 100
const descriptionWords = 90

// one US-letter page that prints well in black and white: the first photo, the price, the
// address, the key facts, the description, how to reach the seller, and a QR code that opens the
// listing with its link written under it for those who do not scan
export async function flyerPdf(input: FlyerInput): Promise<Uint8Array> {
  const { listing, listingUrl } = input
  const document = await PDFDocument.create()
  describeDocument(document, {
    title: `Flyer: ${formatAddress(listing.address)}`,
    subject: `Home for sale: ${formatAddress(listing.address)}, ${formatPrice(listing.price)}`,
    keyword: 'home for sale',
    city: listing.address.city,
    generatedAt: input.generatedAt,
  })
  const sheet = document.addPage([page.width, page.height])
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)

  // the photo scaled to fit its box, or a grey box that says it is to come
  const photoBox = { x: page.margin, y: page.height - page.margin - 292, width: inner, height: 292 }
  if (input.photoJpeg) {
    const photo = await document.embedJpg(input.photoJpeg)
    const scale = Math.min(photoBox.width / photo.width, photoBox.height / photo.height)
    const width = photo.width * scale
    const height = photo.height * scale
    sheet.drawImage(photo, {
      x: photoBox.x + (photoBox.width - width) / 2,
      y: photoBox.y + (photoBox.height - height) / 2,
      width,
      height,
    })
    const caption = fitLine(regular, input.photoAlt ?? '', 8, inner)
    if (caption)
      sheet.drawText(caption, {
        x: photoBox.x + (photoBox.width - regular.widthOfTextAtSize(caption, 8)) / 2,
        y: photoBox.y - 11,
        size: 8,
        font: regular,
        color: grey,
      })
  } else {
    sheet.drawRectangle({ ...photoBox, color: paleGrey })
    const note = 'Photo to come'
    sheet.drawText(note, {
      x: photoBox.x + (photoBox.width - regular.widthOfTextAtSize(note, 16)) / 2,
      y: photoBox.y + photoBox.height / 2 - 6,
      size: 16,
      font: regular,
      color: grey,
    })
  }

  // the price, what the listing is, and where the home is
  let y = photoBox.y - 44
  const status = winAnsi(statusLabels[listing.status])
  const statusWidth = regular.widthOfTextAtSize(status, 12)
  const price = winAnsi(formatPrice(listing.price))
  sheet.drawText(price, {
    x: page.margin,
    y,
    size: sizeToFit(bold, price, 30, inner - statusWidth - 16),
    font: bold,
    color: ink,
  })
  sheet.drawText(status, {
    x: page.width - page.margin - statusWidth,
    y: y + 8,
    size: 12,
    font: regular,
    color: grey,
  })
  y -= 24
  const street = winAnsi(listing.address.line1)
  const streetSize = sizeToFit(bold, street, 16, inner, 12)
  sheet.drawText(fitLine(bold, street, streetSize, inner), {
    x: page.margin,
    y,
    size: streetSize,
    font: bold,
    color: ink,
  })
  y -= 18
  const town = `${listing.address.city}, ${listing.address.state} ${listing.address.zip}`
  sheet.drawText(
    fitLine(
      regular,
      listing.neighborhood.trim() ? `${town} - ${listing.neighborhood.trim()}` : town,
      12,
      inner,
    ),
    { x: page.margin, y, size: 12, font: regular, color: grey },
  )

  // the key facts, a row of labelled cells
  y -= 40
  const facts = keyFacts(listing)
  const cell = inner / facts.length
  facts.forEach(([label, value], index) => {
    const x = page.margin + index * cell
    const shown = winAnsi(value)
    sheet.drawText(shown, {
      x,
      y,
      size: sizeToFit(bold, shown, 14, cell - 8, 9),
      font: bold,
      color: ink,
    })
    sheet.drawText(fitLine(regular, label, 9, cell - 8), {
      x,
      y: y - 14,
      size: 9,
      font: regular,
      color: grey,
    })
  })
  y -= 30
  sheet.drawLine({
    start: { x: page.margin, y },
    end: { x: page.width - page.margin, y },
    thickness: 0.75,
    color: paleGrey,
  })

  // the description, with as many lines as there is room for above the footer
  y -= 20
  const lineHeight = 14
  const descriptionTop = y
  const room = Math.floor((y - footerRule - 18) / lineHeight) + 1
  for (const line of wrapText(
    regular,
    trimWords(input.description, descriptionWords),
    11,
    inner - qr.size - qr.gap,
    room,
  )) {
    sheet.drawText(line, { x: page.margin, y, size: 11, font: regular, color: ink })
    y -= lineHeight
  }

  // the QR code beside it, with the link it opens written under it
  const code = await document.embedPng(
    await QRCode.toBuffer(listingUrl, {
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: 8,
      color: { dark: '#000000', light: '#ffffff' },
    }),
  )
  const qrX = page.width - page.margin - qr.size
  const qrTop = descriptionTop + 9
  sheet.drawImage(code, { x: qrX, y: qrTop - qr.size, width: qr.size, height: qr.size })
  let underQr = qrTop - qr.size - 10
  const scan = 'Scan to see the listing'
  sheet.drawText(scan, {
    x: qrX + (qr.size - bold.widthOfTextAtSize(scan, 8)) / 2,
    y: underQr,
    size: 8,
    font: bold,
    color: grey,
  })
  for (const line of wrapText(regular, listingUrl, 7.5, qr.size, 4)) {
    underQr -= 9
    sheet.drawText(line, {
      x: qrX + (qr.size - regular.widthOfTextAtSize(line, 7.5)) / 2,
      y: underQr,
      size: 7.5,
      font: regular,
      color: grey,
    })
  }

  // how to reach the seller
  sheet.drawLine({
    start: { x: page.margin, y: footerRule },
    end: { x: page.width - page.margin, y: footerRule },
    thickness: 0.75,
    color: paleGrey,
  })
  const brandWidth = bold.widthOfTextAtSize('Threshold', 12)
  sheet.drawText(fitLine(bold, input.contact.name, 12, inner - brandWidth - 16), {
    x: page.margin,
    y: footerRule - 18,
    size: 12,
    font: bold,
    color: ink,
  })
  sheet.drawText(fitLine(regular, input.contact.line, 11, inner - brandWidth - 16), {
    x: page.margin,
    y: footerRule - 34,
    size: 11,
    font: regular,
    color: ink,
  })
  sheet.drawText('Threshold', {
    x: page.width - page.margin - brandWidth,
    y: footerRule - 34,
    size: 12,
    font: bold,
    color: grey,
  })
  return document.save()
}
