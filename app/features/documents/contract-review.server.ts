import type { UploadHandler } from '@remix-run/node'
import { myOffers } from '~/features/buyers/buyer-records.server'
import { sellerOffers } from '~/features/sellers/offer-records.server'
import { expectedError } from '~/platform/http/expected-error'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { formatDollars } from '~/ui/format'
import { analyzeContract } from './contract/analyze'
import type { ContractAnalysis } from './contract/analysis'
import { contractTimeline, timelineCalendar } from './contract/deadlines'
import { withEndpoint } from './contract/llm-reader.server'
import { contractRisks } from './contract/risks'
import { findingRows } from './contract-view'
import { contractUploadMaxBytes } from './contract-upload'
import { maxDocumentBytes } from './document'
import { ownDocument } from './documents.server'
import { checkDocumentFile } from './file-type.server'
import { documentMessages } from './messages'

const maxPastedChars = 400_000
const isoDay = /^\d{4}-\d{2}-\d{2}$/

export const reviewMessages = {
  nothingGiven: 'Paste the contract’s text or choose its file.',
  noText:
    'This PDF has no text layer (it is a scan), so Threshold cannot read it. Ask for the contract as a PDF made from the document itself, or paste its text.',
  notAContract:
    'We found none of a contract’s main terms (price, earnest money, financing, closing) in this text. Check it is the purchase contract.',
  acceptanceInvalid: 'Enter the acceptance date as yyyy-mm-dd.',
  tooLong: 'Paste at most 400,000 characters.',
} as const

export function acceptanceDateOf(
  value: unknown,
  today = new Date().toISOString().slice(0, 10),
): string {
  return typeof value === 'string' && isoDay.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : today
}

export type OfferDifference = { term: string; contract: string; offer: string }

// what the page shows of one contract's text: the rules' reading, and the endpoint's answers for
// what they missed when one is set (each used only when it quotes the contract)
export async function reviewOf(text: string, acceptanceDate: string, title: string) {
  const analysis = await withEndpoint(text, analyzeContract(text))
  const found = Boolean(
    analysis.price || analysis.earnestMoney || analysis.closingDate || analysis.financing,
  )
  return {
    title,
    acceptanceDate,
    found,
    rows: findingRows(analysis),
    risks: contractRisks(analysis),
    timeline: contractTimeline(analysis, acceptanceDate),
    analysis,
  }
}

// the owner's stored contract, and how it differs from an offer on file for its home
export async function reviewStoredDocument(
  uid: string,
  documentId: string,
  acceptanceDate: string,
) {
  const document = await ownDocument(uid, documentId)
  if (!document.text) throw expectedError(400, reviewMessages.noText)
  const review = await reviewOf(document.text, acceptanceDate, document.name)
  return {
    ...review,
    documentId: document.id,
    differences: document.listingId
      ? await offerDifferences(uid, document.listingId, review.analysis)
      : null,
  }
}

export async function storedCalendar(uid: string, documentId: string, acceptanceDate: string) {
  const review = await reviewStoredDocument(uid, documentId, acceptanceDate)
  return timelineCalendar(review.timeline, { title: review.title })
}

export async function textCalendar(text: string, acceptanceDate: string) {
  const review = await reviewOf(text.slice(0, maxPastedChars), acceptanceDate, 'Purchase contract')
  return timelineCalendar(review.timeline, { title: review.title })
}

// the latest offer on file for the home (the buyer's own, or one the seller received) against the
// contract: price, closing date, contingencies
async function offerDifferences(
  uid: string,
  listingId: string,
  analysis: ContractAnalysis,
): Promise<OfferDifference[] | null> {
  const [mine, received] = await Promise.all([myOffers(uid), sellerOffers(uid)])
  const offer = [...mine, ...received]
    .filter((candidate) => candidate.listingId === listingId)
    .sort((a, b) => b.createdAt - a.createdAt)[0]
  if (!offer) return null
  const differences: OfferDifference[] = []
  const price = analysis.price?.value ?? null
  if (price !== offer.amount)
    differences.push({
      term: 'Price',
      contract: price ? formatDollars(price) : 'not found',
      offer: formatDollars(offer.amount),
    })
  const closing = analysis.closingDate?.value ?? null
  if (closing !== offer.closingDate)
    differences.push({
      term: 'Closing date',
      contract: closing ?? 'not found',
      offer: offer.closingDate,
    })
  const inContract = [
    ...new Set(analysis.contingencies.map((found) => found.value.kind as string)),
  ].sort()
  const inOffer = [...new Set(offer.contingencies)].sort()
  if (inContract.join() !== inOffer.join())
    differences.push({
      term: 'Contingencies',
      contract: inContract.join(', ') || 'none',
      offer: inOffer.join(', ') || 'none',
    })
  return differences
}

export type PostedReview =
  | { ok: true; text: string; acceptanceDate: string; name: string }
  | { ok: false; status: number; message: string }

// pasted text, or a PDF or text file (typed by its bytes; a scan is explained), analysed and not stored
export async function readPostedContract(request: Request): Promise<PostedReview> {
  const fields = new Map<string, string>()
  let file: { name: string; bytes: Buffer | null } | null = null
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = []
    let size = 0
    const limit = typeof filename === 'string' ? maxDocumentBytes : maxPastedChars * 4
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
    }
    if (typeof filename !== 'string') {
      if (size <= limit) fields.set(name, Buffer.concat(chunks).toString('utf8'))
      else fields.set(name, '\u0000too-long')
      return undefined
    }
    if (name === 'file' && (filename !== '' || size > 0))
      file = { name: filename, bytes: size <= limit ? Buffer.concat(chunks) : null }
    return undefined
  }
  await readUploadForm(request, { maxBytes: contractUploadMaxBytes, uploadHandler: handler })
  const acceptanceDate = acceptanceDateOf(fields.get('acceptanceDate'))
  const posted = file as { name: string; bytes: Buffer | null } | null
  if (posted) {
    if (!posted.bytes) return { ok: false, status: 413, message: documentMessages.tooLarge }
    const checked = await checkDocumentFile(posted.bytes)
    if (!checked.ok) return checked
    if (checked.contentType !== 'application/pdf' && checked.contentType !== 'text/plain')
      return {
        ok: false,
        status: 415,
        message: 'Choose the contract as a PDF or a text file; an image cannot be read.',
      }
    if (!checked.text) return { ok: false, status: 422, message: reviewMessages.noText }
    return {
      ok: true,
      text: checked.text,
      acceptanceDate,
      name: posted.name.split(/[\\/]/).pop()!.slice(0, 120),
    }
  }
  const text = fields.get('text') ?? ''
  if (text === '\u0000too-long' || text.length > maxPastedChars)
    return { ok: false, status: 413, message: reviewMessages.tooLong }
  if (!text.trim()) return { ok: false, status: 400, message: reviewMessages.nothingGiven }
  return { ok: true, text, acceptanceDate, name: 'Pasted contract' }
}
