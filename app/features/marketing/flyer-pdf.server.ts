import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatAddress, formatPrice, statusLabels, type Listing } from '~/features/listings/listing'
import { keyFacts } from './key-facts'
import { trimWords, winAnsi, wrapText } from './pdf-text'

export type FlyerInput = {
  listing: Listing
  listingUrl: string
  photoJpeg: Uint8Array | null
  description: string
  contact: { name: string; line: string }
  generatedAt: number
}

const page = { width: 612, height: 792, margin: 48 }
const ink = rgb(0.1, 0.1, 0.1)
const grey = rgb(0.42, 0.42, 0.42)
const paleGrey = rgb(0.88, 0.88, 0.88)

// one US-letter page that prints well in black and white: the first photo, the price, the
// address, the key facts, the start of the description, how to reach the seller, and a QR code
// that opens the listing
export async function flyerPdf(input: FlyerInput): Promise<Uint8Array> {
  const { listing, listingUrl } = input
  const document = await PDFDocument.create()
  document.setTitle(winAnsi(`${formatAddress(listing.address)}: flyer`))
  document.setSubject('Home for sale')
  document.setCreator('Threshold')
  document.setProducer('Threshold')
  document.setCreationDate(new Date(input.generatedAt))
  const sheet = document.addPage([page.width, page.height])
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const inner = page.width - 2 * page.margin

  // the photo, or a box that says it is to come
  const photoBox = { x: page.margin, y: 792 - page.margin - 300, width: inner, height: 300 }
  if (input.photoJpeg) {
    const photo = await document.embedJpg(input.photoJpeg)
    const scale = Math.min(photoBox.width / photo.width, photoBox.height / photo.height)
    const width = photo.width * scale
    const height = photo.height * scale
    sheet.drawImage(photo, { x: photoBox.x + (photoBox.width - width) / 2, y: photoBox.y + (photoBox.height - height) / 2, width, height })
  } else {
    sheet.drawRectangle({ ...photoBox, color: paleGrey })
    const note = 'Photo to come'
    sheet.drawText(note, { x: photoBox.x + (photoBox.width - regular.widthOfTextAtSize(note, 16)) / 2, y: photoBox.y + photoBox.height / 2, size: 16, font: regular, color: grey })
  }

  let y = photoBox.y - 40
  sheet.drawText(winAnsi(formatPrice(listing.price)), { x: page.margin, y, size: 30, font: bold, color: ink })
  const status = winAnsi(statusLabels[listing.status])
  sheet.drawText(status, { x: page.width - page.margin - regular.widthOfTextAtSize(status, 12), y: y + 8, size: 12, font: regular, color: grey })
  y -= 24
  sheet.drawText(winAnsi(listing.address.line1), { x: page.margin, y, size: 16, font: bold, color: ink })
  y -= 18
  sheet.drawText(winAnsi(`${listing.address.city}, ${listing.address.state} ${listing.address.zip} - ${listing.neighborhood}`), { x: page.margin, y, size: 12, font: regular, color: grey })

  // the key facts in a row of labelled cells
  y -= 40
  const facts = keyFacts(listing)
  const cell = inner / facts.length
  facts.forEach(([label, value], index) => {
    const x = page.margin + index * cell
    sheet.drawText(winAnsi(value), { x, y, size: 14, font: bold, color: ink })
    sheet.drawText(winAnsi(label), { x, y: y - 14, size: 9, font: regular, color: grey })
  })
  y -= 30
  sheet.drawLine({ start: { x: page.margin, y }, end: { x: page.width - page.margin, y }, thickness: 0.75, color: paleGrey })

  // the description beside the QR code
  const qrSize = 120
  const textWidth = inner - qrSize - 24
  y -= 20
  for (const line of wrapText(regular, trimWords(input.description, 90), 11, textWidth, 10)) {
    sheet.drawText(line, { x: page.margin, y, size: 11, font: regular, color: ink, lineHeight: 14 })
    y -= 14
  }
  const qr = await document.embedPng(await QRCode.toBuffer(listingUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 8, color: { dark: '#000000', light: '#ffffff' } }))
  const qrTop = photoBox.y - 170
  sheet.drawImage(qr, { x: page.width - page.margin - qrSize, y: qrTop - qrSize, width: qrSize, height: qrSize })
  const scan = 'Scan to see the listing'
  sheet.drawText(scan, { x: page.width - page.margin - qrSize + (qrSize - regular.widthOfTextAtSize(scan, 8)) / 2, y: qrTop - qrSize - 12, size: 8, font: regular, color: grey })

  // how to reach the seller, and the link written out for those who do not scan
  const footer = page.margin + 40
  sheet.drawLine({ start: { x: page.margin, y: footer + 28 }, end: { x: page.width - page.margin, y: footer + 28 }, thickness: 0.75, color: paleGrey })
  sheet.drawText(winAnsi(input.contact.name), { x: page.margin, y: footer + 10, size: 12, font: bold, color: ink })
  sheet.drawText(winAnsi(input.contact.line), { x: page.margin, y: footer - 6, size: 11, font: regular, color: ink })
  const link = winAnsi(listingUrl)
  sheet.drawText(link, { x: page.margin, y: footer - 24, size: 9, font: regular, color: grey })
  sheet.drawText('Threshold', { x: page.width - page.margin - bold.widthOfTextAtSize('Threshold', 12), y: footer - 24, size: 12, font: bold, color: grey })
  return document.save()
}
