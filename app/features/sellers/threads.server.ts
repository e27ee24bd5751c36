import { createHash, randomUUID } from 'node:crypto'
import type { Transaction } from 'firebase-admin/firestore'
import { listings } from '~/core/data/listings.server'
import { threads, type Thread, type ThreadMessage } from '~/core/data/threads.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { canActAsSellerOf, sellerUidsActingFor, uidOf, type SellerActor } from './acting-for.server'
import { mailMessages, sellerMessages } from './messages'
import { notify } from './notify.server'

// threads/{id}: one conversation per (listing, buyer) about a seller's home (ADR 029). The buyer's
// first question starts it (and stays an `inquiries` record, the buyer's own copy of what they
// sent); the seller's answers and the buyer's replies are appended. Declared with its collection
export type { Thread, ThreadMessage }

export const maxThreadMessages = 200

export const threadIdOf = (listingId: string, buyerUid: string) =>
  createHash('sha256')
    .update(`thread\u0000${listingId}\u0000${buyerUid}`)
    .digest('hex')
    .slice(0, 40)

// inside the transaction that stores the buyer's question: starts the thread or adds to it. Reads
// first (a transaction's reads come before its writes): call `read` before any write, then `write`
export async function readThreadFor(transaction: Transaction, listingId: string, buyerUid: string) {
  const ref = threads.doc(threadIdOf(listingId, buyerUid))
  const existing = (await transaction.get(ref)).data()
  return {
    write(listing: Listing, buyer: { name: string; email: string }, text: string, now: number) {
      if (!listing.sellerId) return
      const message: ThreadMessage = { id: randomUUID(), from: 'buyer', text, at: now }
      const thread: Thread = existing
        ? {
            ...existing,
            buyerName: buyer.name,
            buyerEmail: buyer.email,
            messages: [...existing.messages, message].slice(-maxThreadMessages),
            lastAt: now,
            lastFrom: 'buyer',
          }
        : {
            id: ref.id,
            listingId: listing.id,
            sellerId: listing.sellerId,
            buyerUid,
            buyerName: buyer.name,
            buyerEmail: buyer.email,
            address: formatAddress(listing.address),
            messages: [message],
            lastAt: now,
            lastFrom: 'buyer',
            createdAt: now,
          }
      transaction.set(ref, checkDocument(thread))
    },
  }
}

export async function mailNewQuestion(listing: Listing, text: string) {
  await notify(listing.sellerId, 'questions', {
    ...mailMessages.newQuestion(formatAddress(listing.address)),
    quote: text,
    link: '/seller/dashboard/inquiries',
  })
}

const byNewest = (a: Thread, b: Thread) => b.lastAt - a.lastAt

// the threads of every seller the session acts for (acting-for.server.ts), newest first; the pages
// keep only those about listings those sellers own now
export async function sellerThreads(seller: SellerActor | string): Promise<Thread[]> {
  const snapshot = await threads
    .ref()
    .where('sellerId', 'in', sellerUidsActingFor(seller))
    .limit(500)
    .get()
  return snapshot.docs.map((doc) => doc.data()).sort(byNewest)
}

export async function buyerThreads(buyerUid: string): Promise<Thread[]> {
  const snapshot = await threads.ref().where('buyerUid', '==', buyerUid).limit(200).get()
  return snapshot.docs.map((doc) => doc.data()).sort(byNewest)
}

export const isUnanswered = (thread: Pick<Thread, 'lastFrom'>) => thread.lastFrom === 'buyer'

// adds a message to a thread the writer is part of: a seller the session acts for who owns the
// listing now (checked on the listing document in the same transaction) or the buyer who started
// it. Anyone else's thread, or a made-up id, is not found and nothing changes
// A message sent with a submission id (the form's, see platform/submission-id.server.ts) is kept
// under that id: the same form sent again finds it and adds nothing, and nobody is mailed twice
export async function addToThread(
  side: 'buyer' | 'seller',
  who: SellerActor | string,
  threadId: string,
  text: string,
  now = Date.now(),
  submissionId: string | null = null,
): Promise<Thread> {
  const uid = uidOf(who)
  if (!isDocumentId(threadId)) throw expectedError(404, sellerMessages.threadNotFound)
  const ref = threads.doc(threadId)
  let added = false
  const thread = await db().runTransaction(async (transaction) => {
    added = false
    const found = (await transaction.get(ref)).data()
    if (!found) return null
    if (side === 'buyer' && found.buyerUid !== uid) return null
    if (side === 'seller') {
      const listing = (await transaction.get(listings.doc(found.listingId))).data()
      if (!canActAsSellerOf(who, found.sellerId) || listing?.sellerId !== found.sellerId)
        return null
    }
    if (submissionId && found.messages.some((message) => message.id === submissionId)) return found
    const message: ThreadMessage = { id: submissionId ?? randomUUID(), from: side, text, at: now }
    const updated: Thread = {
      ...found,
      messages: [...found.messages, message].slice(-maxThreadMessages),
      lastAt: now,
      lastFrom: side,
    }
    transaction.set(ref, checkDocument(updated))
    added = true
    return updated
  })
  if (!thread) throw expectedError(404, sellerMessages.threadNotFound)
  if (!added) return thread
  logger.info(
    { event: side === 'seller' ? 'seller.thread-answered' : 'buyer.thread-replied', uid, threadId },
    'thread message',
  )
  if (side === 'seller') {
    await notify(thread.buyerUid, 'questions', {
      ...mailMessages.answer(thread.address),
      quote: text,
      link: '/buyer-dashboard#inquiries-title',
    })
  } else {
    await notify(thread.sellerId, 'questions', {
      ...mailMessages.buyerReply(thread.address),
      quote: text,
      link: '/seller/dashboard/inquiries',
    })
  }
  return thread
}
