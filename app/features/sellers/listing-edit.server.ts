import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { listings, type Listing, type ListingEditRecord } from '~/core/data/listings.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { isSellerListingId } from './draft.server'
import { sellerMessages } from './messages'
import { detailLabels, homeStyles, ListingEditSchema, type ListingEdit } from './schemas'
import type { FormOutcome as SharedFormOutcome } from '~/features/shell/form-outcome.server'

type FormOutcome = SharedFormOutcome<{ intent: string; recordId: string }>

// a seller corrects a published listing: its facts, description and asking price, while it is for
// sale or pending. Each edit is kept in the listing's `editHistory` (what changed, the price from
// and to); search and every instance see it through the listing catalog's change feed
export type { ListingEditRecord }
type EditableListing = Listing

const editBudget = createRateLimit({ name: 'listing-edits', points: 60, seconds: 60 * 60 })
// the account's own listing, by uid: a home listed through the seller flow. The demo market's homes
// are records no one edits, so the demo seller is not shared here (ADR 053)
const editable = (listing: EditableListing | undefined, uid: string): listing is EditableListing =>
  Boolean(
    listing &&
    listing.source === 'seller' &&
    listing.sellerId === uid &&
    (listing.status === 'active' || listing.status === 'pending'),
  )

// the seller's own listing that can still be edited; anything else (another seller's, a market
// home, sold or withdrawn, a made-up id) is not found
export async function ownEditableListing(uid: string, listingId: string): Promise<EditableListing> {
  const listing = isSellerListingId(listingId)
    ? (await listings.doc(listingId).get()).data()
    : undefined
  if (!editable(listing, uid)) throw expectedError(404, sellerMessages.listingNotFound)
  return listing
}

// the form's starting values: what the listing says now
export function editFormOf(listing: EditableListing): ListingEdit {
  return {
    propertyType: listing.propertyType,
    style: listing.style as ListingEdit['style'],
    beds: listing.beds,
    fullBaths: listing.fullBaths,
    halfBaths: listing.halfBaths,
    sqft: listing.sqft,
    lotSqft: listing.lotSqft,
    yearBuilt: listing.yearBuilt,
    garageSpaces: listing.garageSpaces,
    basementSqft: listing.basementSqft,
    features: listing.features,
    description: listing.description,
    askingPrice: listing.price,
  }
}

const editedFields = Object.keys(detailLabels) as Array<keyof typeof detailLabels>

function changesOf(before: ListingEdit, after: ListingEdit): string[] {
  const changed: string[] = editedFields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => detailLabels[field])
  return before.askingPrice === after.askingPrice ? changed : [...changed, 'Asking price']
}

export async function editListing(
  uid: string,
  listingId: string,
  form: FormData,
  now = Date.now(),
): Promise<FormOutcome> {
  const fail = (
    result: SubmissionResult<string[]>,
    status: number,
    retryAfterSeconds?: number,
  ): FormOutcome => ({
    ok: false,
    intent: 'edit',
    recordId: listingId,
    result,
    status,
    retryAfterSeconds,
  })
  await ownEditableListing(uid, listingId)
  const submission = parseWithZod(form, { schema: ListingEditSchema })
  if (submission.status !== 'success') return fail(submission.reply(), 400)
  const verdict = await editBudget.consume(uid)
  if (!verdict.allowed)
    return fail(
      submission.reply({
        formErrors: [sellerMessages.tooManyEdits(formatWait(verdict.retryAfterSeconds))],
      }),
      429,
      verdict.retryAfterSeconds,
    )
  const edit = submission.value
  const ref = listings.doc(listingId)
  const changed = await db().runTransaction(async (transaction) => {
    const listing = (await transaction.get(ref)).data()
    if (!editable(listing, uid)) return null
    const changes = changesOf(editFormOf(listing), edit)
    if (changes.length === 0) return changes
    const record: ListingEditRecord = {
      at: now,
      changed: changes,
      ...(listing.price !== edit.askingPrice
        ? { priceFrom: listing.price, priceTo: edit.askingPrice }
        : {}),
    }
    transaction.update(
      ref,
      checkDocument({
        propertyType: edit.propertyType,
        style: edit.style,
        stories: homeStyles[edit.style].stories,
        beds: edit.beds,
        baths: edit.fullBaths + edit.halfBaths / 2,
        fullBaths: edit.fullBaths,
        halfBaths: edit.halfBaths,
        sqft: edit.sqft,
        lotSqft: edit.lotSqft,
        yearBuilt: edit.yearBuilt,
        yearRemodeled: Math.max(edit.yearBuilt, listing.yearRemodeled ?? edit.yearBuilt),
        garageSpaces: edit.garageSpaces,
        basementSqft: edit.basementSqft,
        features: edit.features,
        description: edit.description,
        price: edit.askingPrice,
        updatedAt: now,
        editHistory: [...(listing.editHistory ?? []), record].slice(-100),
      }),
    )
    return changes
  })
  if (changed === null) throw expectedError(404, sellerMessages.listingNotFound)
  if (changed.length === 0)
    return fail(submission.reply({ formErrors: [sellerMessages.nothingEdited] }), 400)
  logger.info({ event: 'seller.listing-edited', uid, listingId, changed }, 'listing edited')
  return { ok: true, redirectTo: '/seller/dashboard/listings', toast: sellerMessages.listingEdited }
}
