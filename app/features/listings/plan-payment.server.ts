import type { Transaction } from 'firebase-admin/firestore'
import { listings, type PlanPayment } from '~/core/data/listings.server'
import { isDocumentId } from '~/platform/document-rules'
import type { PlanPaymentStatus } from '~/core/plans'

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
  const ref = listings.doc(listingId)
  const payment = (await transaction.get(ref)).data()?.planPayment
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
