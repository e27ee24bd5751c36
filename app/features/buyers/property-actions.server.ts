import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { safeRedirectPath } from '~/features/accounts/redirects'
import type { SessionUser } from '~/features/accounts/session.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { expectedError } from '~/platform/http/expected-error'
import { submissionIdOf } from '~/platform/submission-id.server'
import {
  alreadySubmitted,
  bookTour,
  countSavedHomes,
  createInquiry,
  isSaved,
  makeOffer,
  saveHome,
  unsaveHome,
} from './buyer-records.server'
import {
  budgetRefusalMessage,
  savedHomesCap,
  spendBuyerBudget,
  type LimitedAction,
} from './buyer-limits.server'
import { buyerMessages, limitMessages } from './messages'
import { InquirySchema, OfferSchema, TourSchema } from './schemas'
import { tourAnchor, tourSlots } from '~/core/tour-slots'
import { isSharedDemoSeller } from '~/features/sellers/acting-for.server'
import { mailNewOffer } from '~/features/sellers/offer-records.server'
import { mailNewQuestion } from '~/features/sellers/threads.server'
import { mailTourRequest } from '~/features/sellers/tour-records.server'

type Toast = { title: string; description?: string }
export type ActionOutcome =
  // savedHomesWrite: when a save or removal was written, for the browser's cookie (ADR 048)
  | { ok: true; redirectTo: string; toast: Toast; savedHomesWrite?: number }
  | {
      ok: false
      intent: string
      result: SubmissionResult<string[]>
      status: number
      retryAfterSeconds?: number
    }

const dayMs = 24 * 60 * 60 * 1000

type Reply = (options: { formErrors: string[] }) => SubmissionResult<string[]>
// the answer of a form without fields of its own (save, remove)
const formReply: Reply = ({ formErrors }) =>
  ({ status: 'error', error: { '': formErrors } }) as SubmissionResult<string[]>

// what the toast after a question, tour or offer says: the seller has it, the demo seller has it
// (anyone trying Threshold as a seller reads it, ADR 053), or no one does
const toastFor = (listing: Listing, toSeller: Toast, toDemoSeller: Toast, toNoOne: Toast) =>
  isSharedDemoSeller(listing.sellerId) ? toDemoSeller : listing.sellerId ? toSeller : toNoOne

// one home's actions: save, unsave, ask, book a tour, make an offer; the caller is signed in
export async function propertyAction(
  user: SessionUser,
  listing: Listing,
  formData: FormData,
): Promise<ActionOutcome> {
  const intent = String(formData.get('intent') ?? '')
  const here = `/property/${listing.id}`
  const back = safeRedirectPath(formData.get('returnTo')) ?? here
  const submissionId = submissionIdOf(formData)
  // spends the account's budget for the action; the refusal to answer when it is spent
  const overBudget = async (action: LimitedAction, reply: Reply): Promise<ActionOutcome | null> => {
    const verdict = await spendBuyerBudget(
      action,
      user.uid,
      action === 'save' ? undefined : listing.id,
    )
    if (verdict.allowed) return null
    const result = reply({ formErrors: [budgetRefusalMessage(action, verdict)] })
    return { ok: false, intent, result, status: 429, retryAfterSeconds: verdict.retryAfterSeconds }
  }
  // a seller's own home: no question, tour or offer to themselves, whatever the form says
  if (
    (intent === 'ask' || intent === 'tour' || intent === 'offer') &&
    listing.sellerId === user.uid
  ) {
    return {
      ok: false,
      intent,
      result: formReply({ formErrors: [buyerMessages.ownListing] }),
      status: 409,
    }
  }
  const feed = listing.source === 'idx' ? (listing.feed ?? 'its listing feed') : null
  switch (intent) {
    case 'save': {
      if (await isSaved(user.uid, listing.id))
        return { ok: true, redirectTo: back, toast: buyerMessages.saved }
      const refusal = await overBudget('save', formReply)
      if (refusal) return refusal
      if ((await countSavedHomes(user.uid)) >= savedHomesCap) {
        return {
          ok: false,
          intent,
          result: formReply({ formErrors: [limitMessages.savedHomesFull(savedHomesCap)] }),
          status: 409,
        }
      }
      return {
        ok: true,
        redirectTo: back,
        toast: buyerMessages.saved,
        savedHomesWrite: await saveHome(user.uid, listing.id),
      }
    }
    case 'unsave': {
      const refusal = await overBudget('save', formReply)
      if (refusal) return refusal
      return {
        ok: true,
        redirectTo: back,
        toast: buyerMessages.unsaved,
        savedHomesWrite: await unsaveHome(user.uid, listing.id),
      }
    }
    case 'ask': {
      const submission = parseWithZod(formData, { schema: InquirySchema })
      if (submission.status !== 'success')
        return { ok: false, intent, result: submission.reply(), status: 400 }
      const asked: ActionOutcome = {
        ok: true,
        redirectTo: `${here}#ask`,
        toast: toastFor(
          listing,
          buyerMessages.asked,
          buyerMessages.demoAsked,
          feed ? buyerMessages.idxAsked(feed) : buyerMessages.noSellerAsked,
        ),
      }
      if (await alreadySubmitted('inquiries', user.uid, submissionId)) return asked
      const refusal = await overBudget('ask', (options) => submission.reply(options))
      if (refusal) return refusal
      const { created } = await createInquiry(user.uid, listing, submission.value, submissionId)
      if (created) await mailNewQuestion(listing, submission.value.message)
      return asked
    }
    case 'tour': {
      const submission = parseWithZod(formData, {
        schema: TourSchema.refine((value) => tourSlots(Date.now()).includes(value.slot), {
          message: buyerMessages.slotTaken,
          path: ['slot'],
        }),
      })
      if (submission.status !== 'success')
        return { ok: false, intent, result: submission.reply(), status: 400 }
      if (listing.status !== 'active' && listing.status !== 'pending')
        return {
          ok: false,
          intent,
          result: submission.reply({ formErrors: [buyerMessages.notForSale] }),
          status: 409,
        }
      const refusal = await overBudget('tour', (options) => submission.reply(options))
      if (refusal) return refusal
      const { appointment, booked } = await bookTour(
        user.uid,
        listing,
        submission.value.slot,
        formatAddress(listing.address),
      )
      if (booked && listing.sellerId) await mailTourRequest(appointment)
      return {
        ok: true,
        redirectTo: `/appointments#${tourAnchor(appointment.id)}`,
        toast: toastFor(
          listing,
          buyerMessages.tourRequested,
          buyerMessages.demoTourRequested,
          feed ? buyerMessages.idxTour(feed) : buyerMessages.tourBooked,
        ),
      }
    }
    case 'offer': {
      const now = Date.now()
      const submission = parseWithZod(formData, {
        schema: OfferSchema.superRefine((value, context) => {
          const closing = Date.parse(`${value.closingDate}T12:00:00Z`)
          if (Number.isNaN(closing) || closing < now + 14 * dayMs)
            context.addIssue({
              code: 'custom',
              path: ['closingDate'],
              message: buyerMessages.closingTooSoon,
            })
          else if (closing > now + 366 * dayMs)
            context.addIssue({
              code: 'custom',
              path: ['closingDate'],
              message: buyerMessages.closingTooLate,
            })
        }),
      })
      if (submission.status !== 'success')
        return { ok: false, intent, result: submission.reply(), status: 400 }
      if (listing.status !== 'active' && listing.status !== 'pending')
        return {
          ok: false,
          intent,
          result: submission.reply({ formErrors: [buyerMessages.notForSale] }),
          status: 409,
        }
      const offered: ActionOutcome = {
        ok: true,
        redirectTo: `${here}#offer`,
        toast: toastFor(
          listing,
          buyerMessages.offerMade,
          buyerMessages.demoOfferMade,
          feed ? buyerMessages.idxOffer(feed) : buyerMessages.noSellerOffer,
        ),
      }
      if (await alreadySubmitted('offers', user.uid, submissionId)) return offered
      const refusal = await overBudget('offer', (options) => submission.reply(options))
      if (refusal) return refusal
      const { offer, created } = await makeOffer(user.uid, listing, submission.value, submissionId)
      if (created) await mailNewOffer(offer, listing)
      return offered
    }
    default:
      // no form on the page sends another intent, so there is no form to show the refusal on
      throw expectedError(400, buyerMessages.actionUnavailable)
  }
}
