import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { tourSlots } from '~/core/tour-slots'
import { events } from '~/core/data/events.server'
import { listings, type ListingStatusChange } from '~/core/data/listings.server'
import { savedHomes } from '~/core/data/saved-homes.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { valueListing } from '~/features/valuation/listing-valuation.server'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import type { FormOutcome as SharedFormOutcome } from '~/features/shell/form-outcome.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { submissionIdOf } from '~/platform/submission-id.server'
import { discardDraft, missingStepBefore, readDraft, type SellerDraft } from './draft.server'
import { stepIndicator } from './flow-steps'
import { sellerMessages } from './messages'
import { changeOffer, sellerOffers } from './offer-records.server'
import { actionsFor, isOpenOffer, type Offer, type OfferAction } from './offer-steps'
import {
  CounterSchema,
  DiscardDraftSchema,
  ListingStatusSchema,
  ProposeTourSchema,
  SettingsSchema,
  ThreadMessageSchema,
} from './schemas'
import { readContactSettings, saveContactSettings } from './notify.server'
import { planViewOf } from './plan-checkout.server'
import { claimStep, lostTheRace } from './step-claims.server'
import {
  actsForDemoSeller,
  canActAsSellerOf,
  isSharedDemoSeller,
  sellerUidsActingFor,
  type SellerActor,
} from './acting-for.server'
import { addToThread, isUnanswered, sellerThreads, type Thread } from './threads.server'
import { changeTour, sellerTours } from './tour-records.server'
import { isLiveTour, tourActionsFor, type Appointment } from './tour-steps'

type Toast = { title: string; description?: string }
// a seller's form says which of its forms (intent) on which record answered
export type FormOutcome = SharedFormOutcome<{ intent: string; recordId: string }>

const dayMs = 86_400_000

// the listings the account listed itself through the seller flow, newest first, straight from
// Firestore (a listing published a moment ago is here before the catalog's change feed brings it).
// The demo market's homes held by the demo seller are not among them: they are the market's
// records, which no one edits, scores or makes materials for (ADR 053)
export async function sellerListings(uid: string): Promise<Listing[]> {
  const snapshot = await listings
    .ref()
    .where('sellerId', '==', uid)
    .where('source', '==', 'seller')
    .limit(200)
    .get()
  return snapshot.docs
    .map((doc) => ({ ...doc.data(), id: doc.id }))
    .sort((a, b) => b.createdAt - a.createdAt)
}

// every listing of every seller the session acts for (acting-for.server.ts): the account's own and,
// for a quick demo seller or Sam Seller, the demo market's homes for sale (366 today), so bounded
export const maxActingListings = 1000
export async function listingsActingFor(seller: SellerActor): Promise<Listing[]> {
  const snapshot = await listings
    .ref()
    .where('sellerId', 'in', sellerUidsActingFor(seller))
    .limit(maxActingListings)
    .get()
  const newest = (listing: Listing) =>
    listing.source === 'seller' ? listing.createdAt : (listing.listedAt ?? listing.createdAt)
  return snapshot.docs
    .map((doc) => ({ ...doc.data(), id: doc.id }))
    .sort(
      (a, b) =>
        Number(b.source === 'seller') - Number(a.source === 'seller') ||
        newest(b) - newest(a) ||
        a.id.localeCompare(b.id),
    )
}

// the threads, tours and offers of the sellers the session acts for, kept where the record's seller
// still owns its listing (read from Firestore, a few hundred documents at most)
async function recordsActingFor(seller: SellerActor) {
  const [threads, tours, offers] = await Promise.all([
    sellerThreads(seller),
    sellerTours(seller),
    sellerOffers(seller),
  ])
  const ids = [
    ...new Set([...threads, ...tours, ...offers].map((record) => record.listingId)),
  ].filter(isDocumentId)
  // one read for them all (Firestore's getAll answers untyped snapshots: each is parsed)
  const docs = ids.length === 0 ? [] : await db().getAll(...ids.map((id) => listings.doc(id)))
  const owned = new Map<string, Listing>()
  for (const doc of docs) {
    const listing = doc.exists ? { ...listings.parse(doc), id: doc.id } : null
    if (listing && canActAsSellerOf(seller, listing.sellerId)) owned.set(listing.id, listing)
  }
  const current = <T extends { listingId: string; sellerId?: string | null }>(items: T[]) =>
    items.filter((item) => owned.get(item.listingId)?.sellerId === item.sellerId)
  return { owned, threads: current(threads), tours: current(tours), offers: current(offers) }
}

// one page of a seller's listings; a page number out of range is the nearest page
export const listingsPerPage = { dashboard: 10, listings: 20 } as const
export function pageOf<T>(items: T[], requested: unknown, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const asked = Number.parseInt(String(requested ?? '1'), 10)
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pages,
    total: items.length,
    first: items.length === 0 ? 0 : (page - 1) * size + 1,
  }
}

// those with questions, tours or offers waiting first, then those with any, then the rest in order
function activityFirst(
  own: Listing[],
  records: { threads: Thread[]; tours: Appointment[]; offers: Offer[] },
  now: number,
) {
  const waiting = new Map<string, number>()
  const any = new Map<string, number>()
  const add = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1)
  for (const thread of records.threads) {
    add(any, thread.listingId)
    if (isUnanswered(thread)) add(waiting, thread.listingId)
  }
  for (const tour of records.tours) {
    add(any, tour.listingId)
    if (tour.status === 'requested' && tour.startsAt >= now) add(waiting, tour.listingId)
  }
  for (const offer of records.offers) {
    add(any, offer.listingId)
    if (offer.status === 'submitted') add(waiting, offer.listingId)
  }
  const order = new Map(own.map((listing, index) => [listing.id, index]))
  return own
    .slice()
    .sort(
      (a, b) =>
        (waiting.get(b.id) ?? 0) - (waiting.get(a.id) ?? 0) ||
        (any.get(b.id) ?? 0) - (any.get(a.id) ?? 0) ||
        order.get(a.id)! - order.get(b.id)!,
    )
}

const addressOf = (owned: Map<string, Listing>, listingId: string, fallback: string) => {
  const listing = owned.get(listingId)
  return listing ? formatAddress(listing.address) : fallback
}

// /seller/dashboard/inquiries: threads per listing (newest first, unanswered marked), tour
// requests and tours, and offers with what the seller can still do. Only records about listings
// that a seller the session acts for owns now. The shared demo seller's threads, which anyone
// trying Threshold as a seller reads, show the buyer's name and never their e-mail
export async function sellerInquiriesPage(seller: SellerActor, now = Date.now()) {
  const { owned, threads, tours, offers } = await recordsActingFor(seller)
  const byListing = new Map<string, Thread[]>()
  for (const thread of threads)
    byListing.set(thread.listingId, [...(byListing.get(thread.listingId) ?? []), thread])
  return {
    practice: actsForDemoSeller(seller),
    threadGroups: [...byListing.entries()].map(([listingId, items]) => ({
      listingId,
      address: addressOf(owned, listingId, items[0]!.address),
      threads: items.map((thread) => ({
        ...thread,
        buyerEmail: isSharedDemoSeller(thread.sellerId) ? '' : thread.buyerEmail,
        unanswered: isUnanswered(thread),
      })),
    })),
    tours: tours
      .filter(
        (tour) =>
          isLiveTour(tour.status) && Math.max(tour.startsAt, tour.proposedStartsAt ?? 0) >= now,
      )
      .map((tour) => ({ ...tour, actions: tourActionsFor(tour.status, 'seller') })),
    slots: tourSlots(now),
    offers: offers.map((offer) => ({
      ...offer,
      address: addressOf(owned, offer.listingId, offer.listingId),
      actions: actionsFor(offer, 'seller', now),
    })),
  }
}

type Reply = (options: { formErrors: string[] }) => SubmissionResult<string[]>
const formReply: Reply = ({ formErrors }) =>
  ({ status: 'error', error: { '': formErrors } }) as SubmissionResult<string[]>

const dayOf = (value: string) => Date.parse(`${value}T12:00:00Z`)
// the end of a day on Ames's clock (Central time; at most an hour off in summer, never shorter)
const endOfAmesDay = (value: string) => Date.parse(`${value}T23:59:59-06:00`)

// the answers a seller writes in an hour, to all their buyers together (as many as a buyer's questions)
const answerBudget = createRateLimit({ name: 'seller.answer', points: 30, seconds: 60 * 60 })

const sellerOfferActions: Record<string, OfferAction> = {
  'accept-offer': 'accept',
  'decline-offer': 'decline',
}
export const offerToasts: Record<OfferAction, Toast> = {
  accept: sellerMessages.offerAccepted,
  decline: sellerMessages.offerDeclined,
  counter: sellerMessages.offerCountered,
  'accept-counter': sellerMessages.counterAccepted,
  'decline-counter': sellerMessages.counterDeclined,
  withdraw: sellerMessages.offerWithdrawn,
}

// the forms of the seller's inquiries page; each record is checked against the sellers the session
// acts for and the listing's owner in its own transaction (threads, tours, offers)
export async function sellerInquiriesAction(
  seller: SellerActor,
  form: FormData,
  now = Date.now(),
): Promise<FormOutcome> {
  const uid = seller.uid
  const intent = String(form.get('intent') ?? '')
  const back = '/seller/dashboard/inquiries'
  switch (intent) {
    case 'answer': {
      const submission = parseWithZod(form, { schema: ThreadMessageSchema })
      const recordId = String(form.get('threadId') ?? '')
      if (submission.status !== 'success')
        return { ok: false, intent, recordId, result: submission.reply(), status: 400 }
      const verdict = await answerBudget.consume(uid)
      if (!verdict.allowed)
        return {
          ok: false,
          intent,
          recordId,
          result: submission.reply({
            formErrors: [sellerMessages.tooManyAnswers(formatWait(verdict.retryAfterSeconds))],
          }),
          status: 429,
          retryAfterSeconds: verdict.retryAfterSeconds,
        }
      await addToThread(
        'seller',
        seller,
        submission.value.threadId,
        submission.value.message,
        now,
        submissionIdOf(form),
      )
      return {
        ok: true,
        redirectTo: `${back}#thread-${submission.value.threadId}`,
        toast: sellerMessages.answered,
      }
    }
    case 'confirm-tour':
    case 'decline-tour': {
      await changeTour(
        'seller',
        seller,
        String(form.get('appointmentId') ?? ''),
        intent === 'confirm-tour' ? 'confirm' : 'decline',
        {},
        now,
      )
      return {
        ok: true,
        redirectTo: `${back}#tours-title`,
        toast:
          intent === 'confirm-tour' ? sellerMessages.tourConfirmed : sellerMessages.tourDeclined,
      }
    }
    case 'propose-tour': {
      const submission = parseWithZod(form, {
        schema: ProposeTourSchema.refine((value) => tourSlots(now).includes(value.slot), {
          message: sellerMessages.proposedSlotTaken,
          path: ['slot'],
        }),
      })
      const recordId = String(form.get('appointmentId') ?? '')
      if (submission.status !== 'success')
        return { ok: false, intent, recordId, result: submission.reply(), status: 400 }
      await changeTour(
        'seller',
        seller,
        submission.value.appointmentId,
        'propose',
        { startsAt: submission.value.slot },
        now,
      )
      return { ok: true, redirectTo: `${back}#tours-title`, toast: sellerMessages.tourProposed }
    }
    case 'accept-offer':
    case 'decline-offer': {
      const action = sellerOfferActions[intent]!
      await changeOffer('seller', seller, String(form.get('offerId') ?? ''), action, undefined, now)
      return { ok: true, redirectTo: `${back}#offers-title`, toast: offerToasts[action] }
    }
    case 'counter-offer': {
      const submission = parseWithZod(form, {
        schema: CounterSchema.superRefine((value, context) => {
          const closing = dayOf(value.closingDate)
          if (Number.isNaN(closing) || closing < now + 14 * dayMs)
            context.addIssue({
              code: 'custom',
              path: ['closingDate'],
              message: 'Choose a closing date at least 14 days from today',
            })
          else if (closing > now + 366 * dayMs)
            context.addIssue({
              code: 'custom',
              path: ['closingDate'],
              message: 'Choose a closing date within the next year',
            })
          const expires = endOfAmesDay(value.expiresOn)
          if (Number.isNaN(expires) || expires < now)
            context.addIssue({
              code: 'custom',
              path: ['expiresOn'],
              message: 'Choose an expiry date from today on',
            })
          else if (expires > now + 31 * dayMs)
            context.addIssue({
              code: 'custom',
              path: ['expiresOn'],
              message: 'Choose an expiry date within 30 days',
            })
        }),
      })
      const recordId = String(form.get('offerId') ?? '')
      if (submission.status !== 'success')
        return { ok: false, intent, recordId, result: submission.reply(), status: 400 }
      const { offerId, amount, closingDate, contingencies, expiresOn } = submission.value
      await changeOffer(
        'seller',
        seller,
        offerId,
        'counter',
        { amount, closingDate, contingencies, expiresAt: endOfAmesDay(expiresOn) },
        now,
      )
      return { ok: true, redirectTo: `${back}#offers-title`, toast: offerToasts.counter }
    }
    default:
      throw expectedError(400, sellerMessages.actionUnavailable)
  }
}

// ---- the seller dashboard --------------------------------------------------------------------

type Counts = {
  views: number
  viewsBefore: number
  saves: number
  questions: number
  unanswered: number
  tours: number
  toursWaiting: number
  offers: number
  openOffers: number
}
export type NextStep = { text: string; to: string }

// page views of the listing's page over the last 60 days, as 30 daily counts and two totals
async function viewsOf(listingId: string, now: number) {
  const since = now - 60 * dayMs
  const views = await events.select(
    events
      .ref()
      .where('path', '==', `/property/${listingId}`)
      .where('at', '>=', since)
      .limit(20_000),
    ['at'],
  )
  const daily = Array.from({ length: 30 }, () => 0)
  let before = 0
  for (const { at } of views) {
    const daysAgo = Math.floor((now - at) / dayMs)
    if (daysAgo < 30) daily[29 - daysAgo]! += 1
    else before += 1
  }
  return { daily, total: daily.reduce((sum, count) => sum + count, 0), before }
}

async function savesOf(listingId: string) {
  return (await savedHomes.ref().where('listingId', '==', listingId).count().get()).data().count
}

// the dashboard: a page of the listings the session acts for, those waiting for an answer first
// (ten to a page: each row counts its views and saves), and the account's own draft
export async function sellerDashboard(
  seller: SellerActor,
  requestedPage: unknown = 1,
  now = Date.now(),
) {
  const [own, records, draft] = await Promise.all([
    listingsActingFor(seller),
    recordsActingFor(seller),
    readDraft(seller.uid),
  ])
  const { threads, tours, offers } = records
  const { items, ...paging } = pageOf(
    activityFirst(own, records, now),
    requestedPage,
    listingsPerPage.dashboard,
  )
  const rows = await Promise.all(
    items.map(async (listing) => {
      const [views, saves, valuation] = await Promise.all([
        viewsOf(listing.id, now),
        savesOf(listing.id),
        listing.status === 'active' ? valueListing(listing) : null,
      ])
      const estimate =
        valuation?.kind === 'ames' || valuation?.kind === 'market' ? valuation.estimate : null
      const about = <T extends { listingId: string }>(items: T[]) =>
        items.filter((item) => item.listingId === listing.id)
      const listingThreads = about(threads)
      const listingTours = about(tours)
      const listingOffers = about(offers)
      const counts: Counts = {
        views: views.total,
        viewsBefore: views.before,
        saves,
        questions: listingThreads.length,
        unanswered: listingThreads.filter(isUnanswered).length,
        tours: listingTours.length,
        toursWaiting: listingTours.filter(
          (tour) => tour.status === 'requested' && tour.startsAt >= now,
        ).length,
        offers: listingOffers.length,
        openOffers: listingOffers.filter((offer) => isOpenOffer(offer.status)).length,
      }
      const listed = {
        id: listing.id,
        address: formatAddress(listing.address),
        status: listing.status,
        price: listing.price,
        editable: isEditable(listing),
      }
      return {
        listing: listed,
        counts,
        daily: views.daily,
        next: nextSteps(listing, counts, listingOffers, estimate, now),
        plan: planViewOf(listing),
      }
    }),
  )
  return {
    listings: rows,
    paging,
    practice: actsForDemoSeller(seller),
    draft: draft ? draftToContinue(draft) : null,
  }
}

// the listing in progress, at the step /seller-flow resumes it
function draftToContinue(draft: SellerDraft) {
  return {
    step: stepIndicator(missingStepBefore(draft, draft.step) ?? draft.step),
    address: draft.property ? formatAddress(draft.property.address) : null,
    photos: draft.photos.length,
    updatedAt: draft.updatedAt,
  }
}

// what the data says to do next, most pressing first
function nextSteps(
  listing: Listing,
  counts: Counts,
  offers: Offer[],
  estimate: { value: number } | null,
  now: number,
): NextStep[] {
  const address = formatAddress(listing.address)
  const steps: NextStep[] = []
  if (counts.unanswered > 0)
    steps.push({
      text: `Answer ${counts.unanswered} question${counts.unanswered === 1 ? '' : 's'} about ${address}`,
      to: '/seller/dashboard/inquiries',
    })
  if (counts.toursWaiting > 0)
    steps.push({
      text: `${counts.toursWaiting} tour request${counts.toursWaiting === 1 ? '' : 's'} for ${address} waiting for your answer`,
      to: '/seller/dashboard/inquiries#tours-title',
    })
  const submitted = offers.filter((offer) => offer.status === 'submitted').length
  if (submitted > 0)
    steps.push({
      text: `${submitted} offer${submitted === 1 ? '' : 's'} on ${address} waiting for your answer`,
      to: '/seller/dashboard/inquiries#offers-title',
    })
  const expiring = offers.filter(
    (offer) =>
      offer.status === 'countered' &&
      offer.counter &&
      offer.counter.expiresAt > now &&
      offer.counter.expiresAt - now < 2 * dayMs,
  )
  if (expiring.length > 0)
    steps.push({
      text: `A counter-offer on ${address} expires within 2 days`,
      to: '/seller/dashboard/inquiries#offers-title',
    })
  if (estimate && Math.abs(listing.price - estimate.value) / estimate.value > 0.15) {
    steps.push({
      text: `The asking price of ${address} is more than 15% from Threshold’s estimate: review it`,
      to: `/detailed-ai-valuation/${listing.id}`,
    })
  }
  return steps
}

// ---- listings and their status ---------------------------------------------------------------

// which status a seller may move a listing to from each (sold is final)
const statusMoves: Record<Listing['status'], Listing['status'][]> = {
  active: ['pending', 'withdrawn'],
  pending: ['sold', 'active', 'withdrawn'],
  sold: [],
  withdrawn: ['active'],
}

export const statusMovesFrom = (status: Listing['status']) => statusMoves[status]

// a home listed through the seller flow can be edited while it is for sale or pending; the demo
// market's homes are the market's records, which no one edits
const isEditable = (listing: Listing) =>
  listing.source === 'seller' && (listing.status === 'active' || listing.status === 'pending')

// the listings the session acts for, twenty to a page, those with questions, tours or offers first
export async function sellerListingsPage(
  seller: SellerActor,
  requestedPage: unknown = 1,
  now = Date.now(),
) {
  const [own, records] = await Promise.all([listingsActingFor(seller), recordsActingFor(seller)])
  const { items, ...paging } = pageOf(
    activityFirst(own, records, now),
    requestedPage,
    listingsPerPage.listings,
  )
  return {
    paging,
    practice: actsForDemoSeller(seller),
    listings: items.map((listing) => ({
      id: listing.id,
      address: formatAddress(listing.address),
      status: listing.status,
      price: listing.price,
      soldPrice: listing.status === 'sold' ? listing.soldPrice : null,
      soldAt: listing.status === 'sold' ? listing.soldAt : null,
      history: (listing.statusHistory ?? []).slice().reverse(),
      moves: statusMoves[listing.status],
      editable: isEditable(listing),
      edits: (listing.editHistory ?? []).slice().reverse(),
    })),
  }
}

export async function changeListingStatus(
  seller: SellerActor,
  form: FormData,
  now = Date.now(),
): Promise<FormOutcome> {
  const uid = seller.uid
  const recordId = String(form.get('listingId') ?? '')
  const submission = parseWithZod(form, {
    schema: ListingStatusSchema.superRefine((value, context) => {
      if (value.status !== 'sold') return
      if (value.soldPrice === undefined)
        context.addIssue({ code: 'custom', path: ['soldPrice'], message: 'Enter the sold price' })
      const soldOn = value.soldOn ? dayOf(value.soldOn) : Number.NaN
      if (Number.isNaN(soldOn))
        context.addIssue({ code: 'custom', path: ['soldOn'], message: 'Enter the sale date' })
      else if (soldOn > now + dayMs)
        context.addIssue({
          code: 'custom',
          path: ['soldOn'],
          message: 'The sale date can’t be in the future',
        })
    }),
  })
  if (submission.status !== 'success')
    return { ok: false, intent: 'status', recordId, result: submission.reply(), status: 400 }
  const { listingId, status, soldPrice, soldOn } = submission.value
  if (!isDocumentId(listingId)) throw expectedError(404, sellerMessages.listingNotFound)
  const ref = listings.doc(listingId)
  const outcome = await db()
    .runTransaction(async (transaction) => {
      const listing = (await transaction.get(ref)).data()
      if (!listing || !canActAsSellerOf(seller, listing.sellerId)) return 'not-found' as const
      if (!statusMoves[listing.status].includes(status)) return 'not-allowed' as const
      const history = listing.statusHistory ?? []
      const change: ListingStatusChange = {
        at: now,
        status,
        by: 'seller',
        ...(status === 'sold' ? { soldPrice } : {}),
      }
      claimStep(transaction, 'listing', listingId, history.length, status)
      const sold =
        status === 'sold'
          ? { soldPrice: soldPrice!, soldAt: dayOf(soldOn!), price: soldPrice! }
          : {}
      transaction.update(
        ref,
        checkDocument({ status, updatedAt: now, statusHistory: [...history, change], ...sold }),
      )
      return 'changed' as const
    })
    .catch((error: unknown) =>
      lostTheRace(error) ? ('not-allowed' as const) : Promise.reject(error),
    )
  if (outcome === 'not-found') throw expectedError(404, sellerMessages.listingNotFound)
  if (outcome === 'not-allowed')
    return {
      ok: false,
      intent: 'status',
      recordId,
      result: formReply({ formErrors: [sellerMessages.statusNotAllowed] }),
      status: 409,
    }
  logger.info({ event: 'seller.listing-status', uid, listingId, status }, 'listing status changed')
  return { ok: true, redirectTo: '/seller/dashboard/listings', toast: sellerMessages.statusChanged }
}

// ---- settings ------------------------------------------------------------------------------

export const sellerSettingsPage = (uid: string) => readContactSettings(uid)

export async function saveSellerSettings(uid: string, form: FormData): Promise<FormOutcome> {
  const submission = parseWithZod(form, { schema: SettingsSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'settings', recordId: '', result: submission.reply(), status: 400 }
  const { questions, tours, offers, showEmail, showPhone, phone } = submission.value
  await saveContactSettings(uid, {
    notifications: { questions, tours, offers },
    contact: { showEmail, showPhone, phone },
  })
  return { ok: true, redirectTo: '/seller/dashboard/settings', toast: sellerMessages.settingsSaved }
}

export type { Appointment, Offer }

// the dashboard's "Discard this draft": confirmed by a ticked box, the session's own draft only
export async function discardDraftOutcome(uid: string, form: FormData): Promise<FormOutcome> {
  const submission = parseWithZod(form, { schema: DiscardDraftSchema })
  if (submission.status !== 'success')
    return {
      ok: false,
      intent: 'discard-draft',
      recordId: uid,
      result: submission.reply(),
      status: 400,
    }
  const { discarded, photos } = await discardDraft(uid)
  if (!discarded)
    return {
      ok: false,
      intent: 'discard-draft',
      recordId: uid,
      result: submission.reply({ formErrors: [sellerMessages.noDraft] }),
      status: 409,
    }
  logger.info({ event: 'seller.draft-discarded', uid, photos }, 'draft discarded')
  return {
    ok: true,
    redirectTo: '/seller-dashboard-authentic',
    toast: sellerMessages.draftDiscarded,
  }
}
