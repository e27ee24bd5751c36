import { parseWithZod } from '@conform-to/zod'
import { listings } from '~/core/data/listings.server'
import type { Listing } from '~/features/listings/listing'
import type { ListingEditRecord } from '~/features/sellers/listing-edit.server'
import { ownEditableListing } from '~/features/sellers/listing-edit.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import type { FormReply } from '~/ui/form/field-state'
import { sellerMessages } from '~/features/sellers/messages'
import { rewriteDescription, writeDescription } from './description-writer'
import { contradictionsOf, type FactContradiction } from './fact-check'
import { checkFairHousing, type FairHousingFinding } from './fair-housing'
import { checkFairHousingFully } from './fair-housing-semantic.server'
import { factsOf, type ListingFacts } from './listing-facts'
import { llmConfigured, llmDescription } from './llm-writer.server'
import { listingAiMessages } from './messages'
import { readabilityOf } from './readability'
import { CheckSchema, RewriteSchema, SaveDescriptionSchema, WriteSchema } from './schemas'

// a text with what the checks say of it
export type CheckedText = {
  text: string
  findings: FairHousingFinding[]
  contradictions: FactContradiction[]
  words: number
  readingEase: number
  // who wrote it: the offline writer, the configured language model, or the person
  writtenBy: 'threshold' | 'model' | 'you'
}

const writeBudget = createRateLimit({ name: 'listing-writer.write', points: 60, seconds: 60 * 60 })
const checkBudget = createRateLimit({ name: 'listing-writer.check', points: 120, seconds: 60 * 60 })

export async function checkedText(
  text: string,
  facts: ListingFacts | null,
  writtenBy: CheckedText['writtenBy'],
): Promise<CheckedText> {
  const { words, readingEase } = readabilityOf(text)
  return {
    text,
    findings: await checkFairHousingFully(text),
    contradictions: facts ? contradictionsOf(text, facts) : [],
    words,
    readingEase,
    writtenBy,
  }
}

// a description from the writer: the configured model's when it passes the fact check and the
// fair-housing check, otherwise (or with no model) the offline writer's
async function proposal(
  facts: ListingFacts,
  request: { tone: string; length: string; notes?: string; pasted?: string; variant: number },
): Promise<CheckedText> {
  const options = {
    tone: request.tone as never,
    length: request.length as never,
    variant: request.variant,
  }
  if (llmConfigured()) {
    const text = await llmDescription(facts, {
      ...options,
      notes: request.notes,
      pasted: request.pasted,
    })
    if (text) {
      const checked = await checkedText(text, facts, 'model')
      if (checked.findings.length === 0 && checked.contradictions.length === 0) return checked
      logger.warn(
        {
          event: 'listing-ai.model-text-refused',
          findings: checked.findings.length,
          contradictions: checked.contradictions.length,
        },
        'the language model’s description failed the checks; the offline writer’s is shown',
      )
    }
  }
  const keepSentence = (sentence: string) => checkFairHousing(sentence).length === 0
  const text = request.pasted
    ? rewriteDescription(request.pasted, facts, { ...options, keepSentence })
    : writeDescription(facts, { ...options, notes: request.notes, keepSentence })
  return checkedText(text, facts, 'threshold')
}

export type EnhancerOutcome =
  | {
      ok: true
      intent: 'write' | 'rewrite' | 'check'
      proposal: CheckedText
      variant: number
      result: FormReply
    }
  | { ok: false; intent: string; status: number; result: FormReply; retryAfterSeconds?: number }
  | { ok: true; intent: 'save'; redirectTo: string; toast: { title: string; description: string } }

// the writer's forms: write or rewrite for one of the seller's listings, check any text, save
export async function enhance(
  form: FormData,
  who: { uid: string | null; clientIp: string },
  listing: Listing | null,
  now = Date.now(),
): Promise<EnhancerOutcome> {
  const intent = String(form.get('intent') ?? '')
  if (intent === 'check') {
    const submission = parseWithZod(form, { schema: CheckSchema })
    if (submission.status !== 'success')
      return { ok: false, intent, status: 400, result: submission.reply() }
    const verdict = await checkBudget.consume(who.uid ?? who.clientIp)
    if (!verdict.allowed)
      return {
        ok: false,
        intent,
        status: 429,
        retryAfterSeconds: verdict.retryAfterSeconds,
        result: submission.reply({
          formErrors: [listingAiMessages.tooManyWrites(formatWait(verdict.retryAfterSeconds))],
        }),
      }
    return {
      ok: true,
      intent,
      variant: 0,
      proposal: await checkedText(submission.value.text, listing ? factsOf(listing) : null, 'you'),
      result: submission.reply(),
    }
  }
  if (!['write', 'rewrite', 'save'].includes(intent))
    throw expectedError(400, listingAiMessages.actionUnavailable)
  if (!listing || !who.uid) throw expectedError(404, listingAiMessages.listingNotFound)
  if (intent === 'save') return saveDescription(who.uid, listing.id, form, now)
  const submission = parseWithZod(form, {
    schema: intent === 'rewrite' ? RewriteSchema : WriteSchema,
  })
  if (submission.status !== 'success')
    return { ok: false, intent, status: 400, result: submission.reply() }
  const verdict = await writeBudget.consume(who.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      intent,
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
      result: submission.reply({
        formErrors: [listingAiMessages.tooManyWrites(formatWait(verdict.retryAfterSeconds))],
      }),
    }
  const value = submission.value
  const written = await proposal(factsOf(listing), {
    tone: value.tone,
    length: value.length,
    variant: value.variant,
    ...(value.intent === 'rewrite' ? { pasted: value.text } : { notes: value.notes }),
  })
  logger.info(
    {
      event: 'listing-ai.description-written',
      uid: who.uid,
      listingId: listing.id,
      intent,
      writtenBy: written.writtenBy,
      words: written.words,
    },
    'description written',
  )
  return {
    ok: true,
    intent: value.intent,
    proposal: written,
    variant: value.variant + 1,
    result: submission.reply({ resetForm: false }),
  }
}

// the description replaces the listing's when it says nothing the facts contradict and nothing
// the fair-housing check flags; kept in the listing's edit history like any edit
async function saveDescription(
  uid: string,
  listingId: string,
  form: FormData,
  now: number,
): Promise<EnhancerOutcome> {
  const submission = parseWithZod(form, { schema: SaveDescriptionSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'save', status: 400, result: submission.reply() }
  const listing = await ownEditableListing(uid, listingId)
  const checked = await checkedText(submission.value.description, factsOf(listing), 'you')
  // a possible finding is shown for the seller to judge; a clear one must be changed first
  const refusal = checked.findings.some((finding) => finding.certainty === 'clear')
    ? listingAiMessages.descriptionFlagged
    : checked.contradictions.length > 0
      ? listingAiMessages.descriptionContradicts
      : null
  if (refusal)
    return {
      ok: false,
      intent: 'save',
      status: 400,
      result: submission.reply({ fieldErrors: { description: [refusal] } }),
    }
  const verdict = await writeBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      intent: 'save',
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
      result: submission.reply({
        formErrors: [listingAiMessages.tooManyWrites(formatWait(verdict.retryAfterSeconds))],
      }),
    }
  const ref = listings.doc(listingId)
  const saved = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data()
    if (
      !current ||
      current.sellerId !== uid ||
      current.source !== 'seller' ||
      !(current.status === 'active' || current.status === 'pending')
    )
      return false
    if (current.description === checked.text) return true
    const record: ListingEditRecord = { at: now, changed: ['Description'] }
    transaction.update(
      ref,
      checkDocument({
        description: checked.text,
        updatedAt: now,
        editHistory: [...(current.editHistory ?? []), record].slice(-100),
      }),
    )
    return true
  })
  if (!saved) throw expectedError(404, sellerMessages.listingNotFound)
  logger.info(
    { event: 'listing-ai.description-saved', uid, listingId, words: checked.words },
    'description saved',
  )
  return {
    ok: true,
    intent: 'save',
    redirectTo: `/seller/optimize-listing/${listingId}`,
    toast: listingAiMessages.descriptionSaved,
  }
}
