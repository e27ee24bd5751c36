import { demoSellerUid } from '~/features/accounts/demo-users.server'
import type { SessionUser } from '~/features/accounts/session.server'
import { isDemoMode } from '~/platform/env.server'

// who is acting on the seller's side: the session's user, or a bare uid (which acts for itself only)
export type SellerActor = Pick<SessionUser, 'uid' | 'role' | 'demo'>

// The one rule for whose seller records a session reaches (ADR 053). Every account acts for its own
// uid. A quick demo session (user.demo, started from /demo-login or the role switcher) whose active
// role is seller also acts for the shared demo seller, who holds the demo market's homes, so anyone
// trying Threshold as a seller can read and answer what visitors asked about them. Nothing else
// ever acts for another uid: a real account, Sam Seller's included, reaches only its own records.
// Every seller-side read and write of a listing's questions, tours, offers and status asks here
export function sellerUidsActingFor(who: SellerActor | string): string[] {
  const user = typeof who === 'string' ? { uid: who, role: 'seller' as const, demo: false } : who
  const quickDemoSeller =
    user.demo === true && user.role === 'seller' && isDemoMode() && user.uid !== demoSellerUid
  return quickDemoSeller ? [user.uid, demoSellerUid] : [user.uid]
}

export function canActAsSellerOf(
  who: SellerActor | string,
  sellerId: string | null | undefined,
): boolean {
  return (
    typeof sellerId === 'string' && sellerId !== '' && sellerUidsActingFor(who).includes(sellerId)
  )
}

// the session reads the shared demo seller's records, which every demo seller sees: its pages say so
export const actsForDemoSeller = (who: SellerActor | string) =>
  sellerUidsActingFor(who).includes(demoSellerUid)

// the shared demo seller's records are read by anyone trying Threshold as a seller
export const isSharedDemoSeller = (sellerId: string | null | undefined) =>
  sellerId === demoSellerUid

export const uidOf = (who: SellerActor | string) => (typeof who === 'string' ? who : who.uid)
