import { randomInt } from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { FieldValue } from 'firebase-admin/firestore'
import { getSessionUser, type SessionUser } from '~/features/accounts/session.server'
import { removePhoto } from '~/features/listings/photos.server'
import {
  sellerDrafts,
  type SellerDraft,
  type SellerProperty,
} from '~/core/data/seller-drafts.server'
import { checkDocument } from '~/platform/document-rules'
import { isDemoMode, isProduction, sessionSecrets } from '~/platform/env.server'
import { db } from '~/platform/firebase.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { flowSteps, isFlowStep, type FlowStep } from './flow-steps'
import { flowMessages } from './messages'
import type { SellerIntent } from './schemas'

// sellerDrafts/{uid}: declared with its collection (ADR 067)
export type { SellerDraft, SellerProperty }

// what a visitor keeps before signing in: the steps that need no account, in a signed cookie
type VisitorProgress = { step?: FlowStep; intent?: SellerIntent; property?: SellerProperty }
const visitorStore = () =>
  createCookieSessionStorage<VisitorProgress>({
    cookie: {
      name: '__seller_draft',
      httpOnly: true,
      sameSite: 'lax',
      path: '/seller-flow',
      maxAge: 60 * 60 * 24 * 30,
      secrets: sessionSecrets(),
      secure: isProduction() && !isDemoMode(),
    },
  })

// what one account may save in an hour across the flow's steps (ADR 020's budgets)
const draftWrites = createRateLimit({ name: 'draft-writes', points: 300, seconds: 60 * 60 })

const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export function newListingId(): string {
  return `s-${Array.from({ length: 20 }, () => base62[randomInt(base62.length)]).join('')}`
}
export const isSellerListingId = (id: unknown): id is string =>
  typeof id === 'string' && /^s-[A-Za-z0-9]{20}$/.test(id)

const furthest = (a: FlowStep | undefined, b: FlowStep) =>
  a && flowSteps.indexOf(a) > flowSteps.indexOf(b) ? a : b

export function emptyDraft(uid: string): SellerDraft {
  return { uid, step: 'intent', photos: [], updatedAt: 0 }
}

export async function readDraft(uid: string): Promise<SellerDraft | null> {
  const draft = (await sellerDrafts.doc(uid).get()).data()
  return draft ? { ...draft, uid } : null
}

export type FlowState = { user: SessionUser | null; draft: SellerDraft; headers: Headers }

// the flow as this request sees it: the account's draft, or the visitor's cookie. A visitor who has
// just signed in brings the cookie's answers into the account's draft, and the cookie is cleared
export async function loadFlow(request: Request): Promise<FlowState> {
  const user = await getSessionUser(request)
  const store = visitorStore()
  const session = await store.getSession(request.headers.get('Cookie'))
  const visitor: VisitorProgress = {
    step: session.get('step'),
    intent: session.get('intent'),
    property: session.get('property'),
  }
  const headers = new Headers()
  if (!user) {
    const draft = { ...emptyDraft(''), ...definedOf(visitor) }
    return { user, draft, headers }
  }
  if (visitor.intent || visitor.property) {
    await moveVisitorProgress(user.uid, visitor)
    headers.append('Set-Cookie', await store.destroySession(session))
  }
  return { user, draft: (await readDraft(user.uid)) ?? emptyDraft(user.uid), headers }
}

// the cookie's answers are the newest: they replace the draft's intent and property (and a
// different home's details, which no longer fit)
export async function moveVisitorProgress(uid: string, visitor: VisitorProgress): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(sellerDrafts.doc(uid))).data()
    const change: Record<string, unknown> = { uid, updatedAt: Date.now() }
    if (visitor.intent) change.intent = visitor.intent
    let step = furthest(
      current?.step,
      visitor.step && isFlowStep(visitor.step) ? visitor.step : 'intent',
    )
    if (visitor.property) {
      change.property = visitor.property
      if (current?.details && !sameHome(current.property, visitor.property)) {
        change.details = FieldValue.delete()
        step = 'details'
      }
    }
    change.step = step
    if (!current?.listingId) change.listingId = newListingId()
    transaction.set(sellerDrafts.doc(uid), checkDocument(change), { merge: true })
  })
}

export type SaveOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }

type StepChange = Partial<Pick<SellerDraft, 'intent' | 'property' | 'details' | 'price' | 'plan'>>

// one step's answers, merged into the account's draft (or the visitor's cookie), and the furthest
// step moved on to the one after it
export async function saveStep(
  request: Request,
  user: SessionUser | null,
  next: FlowStep,
  change: StepChange,
): Promise<SaveOutcome> {
  if (!user) {
    const store = visitorStore()
    const session = await store.getSession(request.headers.get('Cookie'))
    if (change.intent) session.set('intent', change.intent)
    if (change.property) session.set('property', change.property)
    const reached = session.get('step')
    session.set('step', furthest(isFlowStep(reached) ? reached : undefined, next))
    return { ok: true, headers: new Headers({ 'Set-Cookie': await store.commitSession(session) }) }
  }
  const verdict = await draftWrites.consume(user.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      message: flowMessages.tooManyWrites(formatWait(verdict.retryAfterSeconds)),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(sellerDrafts.doc(user.uid))).data()
    const write: Record<string, unknown> = { uid: user.uid, ...change, updatedAt: Date.now() }
    let reached = furthest(current?.step, next)
    if (change.property && current?.details && !sameHome(current.property, change.property)) {
      write.details = FieldValue.delete()
      reached = 'details'
    }
    write.step = reached
    if (!current?.listingId) write.listingId = newListingId()
    transaction.set(sellerDrafts.doc(user.uid), checkDocument(write), { merge: true })
  })
  return { ok: true, headers: new Headers() }
}

// the first step before `step` the draft has not done, if any: a step is reached in order
export function missingStepBefore(draft: SellerDraft, step: FlowStep): FlowStep | null {
  const done: Record<FlowStep, boolean> = {
    intent: Boolean(draft.intent),
    property: Boolean(draft.property),
    details: Boolean(draft.details),
    photos: true,
    price: Boolean(draft.price),
    plan: Boolean(draft.plan),
    review: false,
  }
  for (const earlier of flowSteps.slice(0, flowSteps.indexOf(step)))
    if (!done[earlier]) return earlier
  return null
}

export function sameHome(a: SellerProperty | undefined, b: SellerProperty | undefined): boolean {
  if (!a || !b) return false
  return (
    a.homeId === b.homeId &&
    normalizeLine(a.address.line1) === normalizeLine(b.address.line1) &&
    a.address.zip === b.address.zip
  )
}

const suffixes: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  cir: 'circle',
  rd: 'road',
  pl: 'place',
  blvd: 'boulevard',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
}
// "1234 Oak St." and "1234  oak street" are one address line
export function normalizeLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => suffixes[word] ?? word)
    .join(' ')
}

function definedOf<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

export async function clearDraftOf(uid: string) {
  await sellerDrafts.doc(uid).delete()
}

// the seller gives up the listing in progress: the draft goes, and with it the photos uploaded for
// it that no listing has (removePhoto keeps anything another listing or account owns)
export async function discardDraft(uid: string): Promise<{ discarded: boolean; photos: number }> {
  const draft = await readDraft(uid)
  if (!draft) return { discarded: false, photos: 0 }
  await sellerDrafts.doc(uid).delete()
  const removed = await Promise.all(draft.photos.map((photo) => removePhoto(uid, photo.id)))
  return { discarded: true, photos: removed.filter(Boolean).length }
}
