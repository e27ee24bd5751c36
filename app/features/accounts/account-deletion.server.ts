import { parseWithZod } from '@conform-to/zod'
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore'
import { documentFilePath } from '~/core/document-files'
import { removePhoto } from '~/core/photos/photos.server'
import { isDemoMode } from '~/platform/env.server'
import { storeHeldWrites } from '~/platform/held-writes.server'
import { auth, db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { deleteFile } from '~/platform/storage/storage.server'
import { mail } from '~/core/data/mail.server'
import { users } from '~/core/data/users.server'
import {
  accountCoverage,
  collectionRef,
  linkedDocuments,
  linksOf,
  subcollectionRef,
} from './account-data.server'
import type { SettingsOutcome } from './settings-outcome'
import { isSharedDemoAccount } from './demo-users.server'
import { checkOwnPassword, signInMethodsOf } from './password-check.server'
import { destroySession, endAllSessionsOf, getSession, type SessionUser } from './session.server'
import { deletedUserLabel, settingsMessages as m } from './settings-messages'
import { DeleteAccountSchema } from './settings-schemas'

// "Delete my account" (ADR 039): the person's own records are deleted (their files through the
// storage port); what the people they dealt with still need is kept with every trace of them
// replaced: the uid by `deletedUid`, names by "Deleted user", their e-mail address removed, and
// their name, e-mail, phone and business name cut out of the words of what is kept and of the mail
// of the people they dealt with. Then the Auth account and the profile go. Every step finds records
// by the uid, so running it again finishes what a failed run left

// what an anonymised record names instead of the uid: no Firebase uid (28 characters) or demo uid
// (`demo-…`) has this shape, so no session ever owns it
export const deletedUid = 'deleted-user'
// and what names a deleted business (whose id `vendor-{uid}` holds the uid)
export const deletedProviderId = 'deleted-provider'

type Data = Record<string, unknown>
type Context = {
  uid: string
  now: number
  scrub: <T>(value: T) => T
  counterparts: Set<string>
  keptListings: Set<string>
  ownedProviders: Set<string>
}
// what becomes of one record: its new data, `null` to delete it, `undefined` when the step did it
type Outcome = Data | null | undefined
type Step = {
  each?: (data: Data, doc: DocumentSnapshot, context: Context) => Outcome | Promise<Outcome>
  special?: (context: Context, tally: Tally) => Promise<void>
}
type Tally = Record<string, { deleted: number; kept: number }>

// a record of the person's own business names it by `deletedProviderId` instead
const withoutOwnProvider = (data: Data, { ownedProviders }: Context): Data =>
  typeof data.providerId === 'string' && ownedProviders.has(data.providerId)
    ? { ...data, providerId: deletedProviderId }
    : { ...data }
const replaceUid = (data: Data, uid: string, fields: string[]): Data => ({
  ...data,
  ...Object.fromEntries(
    fields.filter((field) => data[field] === uid).map((field) => [field, deletedUid]),
  ),
})
const live = (status: unknown) =>
  status === 'requested' || status === 'proposed' || status === 'scheduled'
const openOffer = (status: unknown) => status === 'submitted' || status === 'countered'
const history = (data: Data) => (Array.isArray(data.history) ? data.history : [])

// what deletion does to each collection its module declares (`account.deletion` says it in words),
// in the order they are worked through: what later steps find through (a vendor's leads, a client's
// jobs, the listings kept) is read before it is anonymised. Every declared collection has a step
// (account-deletion.server.test.ts), an empty one when it holds no person
export const deletionSteps: Record<string, Step> = {
  sessions: { each: () => null },
  providers: {
    special: async (context, tally) => {
      const owned = (await linkedDocuments('providers', linksOf('providers'), context.uid)).map(
        (doc) => doc.id,
      )
      for (const id of owned) context.ownedProviders.add(id)
      if (owned.length === 0) return
      // other clients' requests name the provider among those told: the names go
      const leads = await linkedDocuments(
        'leads',
        [{ field: 'vendorUid', match: 'equals' }],
        context.uid,
      )
      const requestIds = [...new Set(leads.map((lead) => String(lead.get('requestId'))))]
      const requests = requestIds.length
        ? await db().getAll(
            ...requestIds.map((id): DocumentReference => collectionRef('serviceRequests').doc(id)),
          )
        : []
      const writes: Write[] = []
      for (const request of requests) {
        if (!request.exists || request.get('requesterUid') === context.uid) continue
        const told = (request.get('told') as Data[] | undefined) ?? []
        const anonymous = told.map((entry) =>
          context.ownedProviders.has(String(entry.providerId))
            ? {
                ...entry,
                providerId: deletedProviderId,
                business: deletedUserLabel,
                name: deletedUserLabel,
              }
            : entry,
        )
        writes.push({
          ref: request.ref,
          data: context.scrub(withoutOwnProvider({ ...request.data(), told: anonymous }, context)),
        })
      }
      for (const id of owned) {
        const reviews = await subcollectionRef('reviews', id).get()
        for (const review of reviews.docs) writes.push({ ref: review.ref, data: null })
        writes.push({ ref: collectionRef('providers').doc(id), data: null })
      }
      await commit(writes, tally)
    },
  },
  // reviews the person wrote as a client stay for the provider (its averages count them), unsigned
  reviews: {
    special: async (context, tally) => {
      const jobs = await linkedDocuments(
        'jobs',
        [{ field: 'clientUid', match: 'equals' }],
        context.uid,
      )
      const reviewed = jobs.filter(
        (job) =>
          job.get('reviewed') === true &&
          !context.ownedProviders.has(String(job.get('providerId'))),
      )
      const reviews = reviewed.length
        ? await db().getAll(
            ...reviewed.map((job): DocumentReference =>
              subcollectionRef('reviews', String(job.get('providerId'))).doc(job.id),
            ),
          )
        : []
      await commit(
        reviews
          .filter((review) => review.exists)
          .map((review) => ({
            ref: review.ref,
            data: context.scrub({ ...review.data(), author: deletedUserLabel }),
          })),
        tally,
      )
    },
  },
  serviceRequests: { each: () => null },
  leads: {
    each: (data, _doc, context) => {
      const { uid, counterparts } = context
      const next: Data = withoutOwnProvider(data, context)
      if (data.vendorUid === uid) {
        counterparts.add(String(data.requesterUid))
        next.vendorUid = deletedUid
        delete next.note
      }
      if (data.requesterUid === uid) {
        counterparts.add(String(data.vendorUid))
        next.requesterUid = deletedUid
        if (data.status === 'new' || data.status === 'quoted') next.status = 'lost'
      }
      return next
    },
  },
  quotes: {
    each: (data, _doc, context) => {
      const { uid, counterparts } = context
      const next: Data = {
        ...withoutOwnProvider(data, context),
        status: data.status === 'open' ? 'closed' : data.status,
      }
      if (data.vendorUid === uid) {
        counterparts.add(String(data.requesterUid))
        Object.assign(next, { vendorUid: deletedUid, business: deletedUserLabel })
      }
      if (data.requesterUid === uid) {
        counterparts.add(String(data.vendorUid))
        next.requesterUid = deletedUid
      }
      return next
    },
  },
  jobs: {
    each: (data, _doc, context) => {
      const { uid, counterparts } = context
      const next: Data = withoutOwnProvider(data, context)
      if (data.vendorUid === uid) {
        counterparts.add(String(data.clientUid))
        Object.assign(next, { vendorUid: deletedUid, business: deletedUserLabel })
      }
      if (data.clientUid === uid) {
        counterparts.add(String(data.vendorUid))
        next.clientUid = deletedUid
      }
      return next
    },
  },
  // the seller keeps the conversation: the buyer's side is "Deleted user", with no address
  threads: {
    each: (data, _doc, { uid, counterparts }) => {
      const next: Data = { ...data }
      if (data.buyerUid === uid) {
        counterparts.add(String(data.sellerId))
        Object.assign(next, { buyerUid: deletedUid, buyerName: deletedUserLabel, buyerEmail: '' })
      }
      if (data.sellerId === uid) {
        counterparts.add(String(data.buyerUid))
        next.sellerId = deletedUid
      }
      return next
    },
  },
  inquiries: {
    each: (data, _doc, { uid }) => (data.uid === uid ? null : { ...data, sellerId: deletedUid }),
  },
  appointments: {
    each: (data, _doc, { uid, now, counterparts }) => {
      const next: Data = { ...data }
      if (data.uid === uid) {
        // a tour of one of the market's own homes has nobody on the other side
        if (!data.sellerId) return null
        counterparts.add(String(data.sellerId))
        next.uid = deletedUid
        if (live(data.status))
          Object.assign(next, {
            status: 'cancelled',
            cancelledAt: now,
            history: [...history(data), { at: now, by: 'buyer', action: 'cancel' }],
          })
      }
      if (data.sellerId === uid) {
        counterparts.add(String(data.uid))
        next.sellerId = deletedUid
        if (live(next.status))
          Object.assign(next, {
            status: 'declined',
            history: [...history(next), { at: now, by: 'seller', action: 'decline' }],
          })
      }
      return next
    },
  },
  offers: {
    each: (data, _doc, { uid, now, counterparts }) => {
      const next: Data = { ...data, updatedAt: now }
      if (data.uid === uid) {
        if (!data.sellerId) return null
        counterparts.add(String(data.sellerId))
        next.uid = deletedUid
        if (openOffer(data.status))
          Object.assign(next, {
            status: 'withdrawn',
            history: [
              ...history(data),
              { at: now, by: 'system', action: 'withdrawn', reason: m.deletion.buyerLeft },
            ],
          })
      }
      if (data.sellerId === uid) {
        counterparts.add(String(data.uid))
        next.sellerId = deletedUid
        if (openOffer(next.status))
          Object.assign(next, {
            status: 'declined',
            declineReason: m.deletion.sellerLeft,
            history: [
              ...history(next),
              { at: now, by: 'system', action: 'declined', reason: m.deletion.sellerLeft },
            ],
          })
      }
      return next
    },
  },
  // a home under contract or sold stays (the buyer's accepted offer, the market's sales); the others go
  listings: {
    each: (data, doc, { keptListings }) => {
      if (data.status !== 'pending' && data.status !== 'sold') return null
      keptListings.add(doc.id)
      return { ...data, sellerId: deletedUid }
    },
  },
  marketingMaterials: {
    each: async (data) => {
      if (typeof data.path === 'string') await deleteFile(data.path)
      return null
    },
  },
  photos: {
    each: async (data, doc, { uid, keptListings }) => {
      if (typeof data.listingId === 'string' && keptListings.has(data.listingId))
        return { ...data, ownerUid: deletedUid }
      await removePhoto(uid, doc.id, typeof data.listingId === 'string' ? data.listingId : null)
      return undefined
    },
  },
  sellerDrafts: { each: () => null },
  documents: {
    each: async (data, doc, { uid, counterparts }) => {
      if (data.ownerUid === uid) {
        await deleteFile(documentFilePath(uid, doc.id))
        return null
      }
      counterparts.add(String(data.ownerUid))
      return {
        ...data,
        sharedWith: (Array.isArray(data.sharedWith) ? data.sharedWith : []).filter(
          (person) => person !== uid,
        ),
      }
    },
  },
  documentEvents: {
    each: (data, _doc, { uid, counterparts }) => {
      if (data.ownerUid === uid) return null
      counterparts.add(String(data.ownerUid))
      return { ...data, actorUid: deletedUid, actorName: deletedUserLabel }
    },
  },
  stepClaims: {},
  stripeEvents: {},
  // a paid order stays in the books, nobody's
  orders: { each: (data) => (data.status === 'paid' ? { ...data, uid: deletedUid } : null) },
  savedHomes: { each: () => null },
  savedSearches: { each: () => null },
  events: {
    special: async (context, tally) => {
      // views still waiting in this instance's memory are stored first, so none is missed
      await storeHeldWrites()
      const views = await linkedDocuments('events', linksOf('events'), context.uid)
      await commit(
        views.map((view) => ({ ref: view.ref, data: { ...view.data(), uid: null } })),
        tally,
      )
    },
  },
  pageViewCounts: {},
  // an admin's pages and A/B tests are the site's: they stay, naming nobody
  landingPages: {
    each: (data, _doc, { uid }) => replaceUid(data, uid, ['createdBy', 'updatedBy']),
  },
  experiments: { each: (data, _doc, { uid }) => replaceUid(data, uid, ['startedBy', 'stoppedBy']) },
  valuationMarkets: { each: (data, _doc, { uid }) => replaceUid(data, uid, ['createdBy']) },
  experimentVariants: {},
  experimentVisitors: {},
  experimentConversions: {},
  mail: {
    each: (data, _doc, { uid }) => {
      const toUids = Array.isArray(data.toUids) ? data.toUids.filter((other) => other !== uid) : []
      return toUids.length === 0 ? null : { ...data, toUids }
    },
  },
  _readiness: {},
  users: {
    special: async (context, tally) => {
      await auth()
        .deleteUser(context.uid)
        .catch((error: { code?: string }) => {
          if (error.code !== 'auth/user-not-found') throw error
        })
      await commit([{ ref: users.doc(context.uid), data: null }], tally)
    },
  },
}

type Write = { ref: DocumentReference; data: Data | null }

async function commit(writes: Write[], tally: Tally) {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db().batch()
    for (const { ref, data } of writes.slice(start, start + 400)) {
      if (data) batch.set(ref, data)
      else batch.delete(ref)
      const name = ref.parent.id
      tally[name] ??= { deleted: 0, kept: 0 }
      tally[name][data ? 'kept' : 'deleted'] += 1
    }
    await batch.commit()
  }
}

// the words that name the person: their e-mail address, name (and the "First L." reviews show),
// phone numbers and business names
async function identifyingWords(uid: string): Promise<string[]> {
  const [profile, account, providers] = await Promise.all([
    users.doc(uid).get(),
    auth()
      .getUser(uid)
      .catch(() => null),
    linkedDocuments('providers', linksOf('providers'), uid),
  ])
  const stored = profile.data()
  const names = [
    stored?.displayName,
    account?.displayName,
    ...providers.map((provider) => provider.get('name')),
  ]
  const words = [
    stored?.email,
    account?.email,
    ...names,
    ...names.map((name) => {
      const [first, last] = String(name ?? '')
        .trim()
        .split(/\s+/)
      return first && last ? `${first} ${last[0]}.` : ''
    }),
    stored?.phoneNumber,
    stored?.sellerContact?.phone,
    ...providers.flatMap((provider) => [provider.get('phone'), provider.get('business')]),
  ]
  return [
    ...new Set(
      words
        .filter((word): word is string => typeof word === 'string')
        .map((word) => word.trim())
        .filter((word) => word.length >= 3),
    ),
  ]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// replaces every whole-word appearance of the words in every string of a record
export function scrubberOf(words: string[]): <T>(value: T) => T {
  if (words.length === 0) return (value) => value
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  )
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, deletedUserLabel)
    if (Array.isArray(value)) return value.map(scrub)
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]))
    return value
  }
  return scrub as <T>(value: T) => T
}

// the mail of the people the person dealt with, with the person's name and e-mail cut out
async function scrubCounterpartMail(context: Context, tally: Tally) {
  const others = [...context.counterparts].filter(
    (other) =>
      other &&
      other !== context.uid &&
      other !== deletedUid &&
      other !== 'null' &&
      other !== 'undefined',
  )
  for (const other of others) {
    const letters = await mail.ref().where('toUids', 'array-contains', other).get()
    const writes = letters.docs.flatMap((letter) => {
      const data = letter.data()
      const scrubbed = context.scrub(data)
      return JSON.stringify(scrubbed) === JSON.stringify(data)
        ? []
        : [{ ref: letter.ref, data: scrubbed }]
    })
    await commit(writes, tally)
  }
}

// deletes the account of `uid` and everything stored about it, or makes it anonymous where the
// people it dealt with still need it. Every session ends first, so nothing is added meanwhile
export async function eraseAccount(uid: string, now = Date.now()): Promise<Tally> {
  await endAllSessionsOf(uid, 'account-deleted')
  await auth()
    .revokeRefreshTokens(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error
    })
  const context: Context = {
    uid,
    now,
    scrub: scrubberOf(await identifyingWords(uid)),
    counterparts: new Set(),
    keptListings: new Set(),
    ownedProviders: new Set(),
  }
  const tally: Tally = {}
  for (const [name, step] of Object.entries(deletionSteps)) {
    if (name === 'users') await scrubCounterpartMail(context, tally)
    if (step.special) {
      await step.special(context, tally)
      continue
    }
    const each = step.each
    if (!each) continue
    if (!accountCoverage[name])
      throw new Error(`${name}: a deletion step for no declared collection`)
    const docs = await linkedDocuments(name, linksOf(name), uid)
    const writes: Write[] = []
    for (const doc of docs) {
      const outcome = await each(doc.data() ?? {}, doc, context)
      if (outcome === undefined) {
        tally[name] ??= { deleted: 0, kept: 0 }
        tally[name].deleted += 1
        continue
      }
      writes.push({ ref: doc.ref, data: outcome === null ? null : context.scrub(outcome) })
    }
    await commit(writes, tally)
  }
  logger.info({ event: 'account.deleted', uid, tally }, 'account deleted')
  return tally
}

type Attempt = { request: Request; clientIp: string; user: SessionUser; form: FormData }

// the form: the account's e-mail address typed again, and its password when it has one; then the
// erasure, and this browser's session cookie cleared
export async function deleteOwnAccount({
  request,
  clientIp,
  user,
  form,
}: Attempt): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: DeleteAccountSchema })
  const refuse = (
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
    retryAfterSeconds?: number,
  ): SettingsOutcome => ({
    ok: false,
    intent: 'delete-account',
    result: submission.reply({ ...errors, hideFields: ['password'] }),
    status,
    retryAfterSeconds,
  })
  if (submission.status !== 'success') return refuse(400, {})
  const methods = user.demo ? null : await signInMethodsOf(user.uid)
  if (!methods) return refuse(403, { formErrors: [m.demoUser] })
  if (isDemoMode() && isSharedDemoAccount(methods.email))
    return refuse(403, { formErrors: [m.deletion.sharedDemoAccount] })
  const { confirmEmail, password } = submission.value
  if (confirmEmail.toLowerCase() !== methods.email.toLowerCase())
    return refuse(400, { fieldErrors: { confirmEmail: [m.deletion.emailMismatch] } })
  if (methods.hasPassword) {
    if (!password) return refuse(400, { fieldErrors: { password: [m.deletion.passwordMissing] } })
    const check = await checkOwnPassword({
      request,
      clientIp,
      form,
      uid: user.uid,
      email: methods.email,
      password,
      purpose: 'account-deletion',
      wrongMessage: m.deletion.wrongPassword,
    })
    if (!check.ok)
      return refuse(
        check.status,
        check.reason === 'wrong'
          ? { fieldErrors: { password: [check.message] } }
          : { formErrors: [check.message] },
        check.retryAfterSeconds,
      )
  }
  await eraseAccount(user.uid)
  const headers = new Headers({ 'Set-Cookie': await destroySession(await getSession(request)) })
  // a fragment of its own, or the browser keeps the form's (`#…-error-summary`) across the redirect
  return { ok: true, redirectTo: '/#main', toast: m.deletion.done, headers }
}
