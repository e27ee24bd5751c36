import type { Transaction } from 'firebase-admin/firestore'
import type { Listing } from './listing'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import type { PlanPaymentStatus } from '~/core/plans'

type PlanPayment = NonNullable<Listing['planPayment']>

// payments' hook for a plan order tied to a listing, inside the transaction that settles the
// order: the listing is read first (a transaction reads before it writes), and the function it
// answers writes the outcome. Only the listing's current order moves it, so a late answer about an
// order given up earlier changes nothing, and a paid plan stays paid
export async function planSettlementOn(
  transaction: Transaction,
  listingId: string,
  orderId: string,
): Promise<((status: Exclude<PlanPaymentStatus, 'pending'>, at: number) => void) | null> {
  if (!isDocumentId(listingId)) return null
  const ref = db().collection('listings').doc(listingId)
  const doc = await transaction.get(ref)
  const payment = doc.exists ? (doc.get('planPayment') as PlanPayment | undefined) : undefined
  if (!payment || payment.orderId !== orderId || payment.status === 'paid') return null
  return (status, at) => {
    const next: PlanPayment = {
      ...payment,
      status,
      updatedAt: at,
      ...(status === 'paid' ? { paidAt: at } : {}),
    }
    transaction.update(ref, { planPayment: next })
  }
}
