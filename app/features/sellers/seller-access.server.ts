import { listings } from '~/core/data/listings.server'
import { sellerDrafts } from '~/core/data/seller-drafts.server'
import { requireUser, type SessionUser } from '~/features/accounts/session.server'
import { expectedError } from '~/platform/http/expected-error'
import { sellerMessages } from './messages'

// Seller pages are open to whoever is selling, not to one exclusive role (ADR 054): the active
// role seller, or a person who owns a listing or a listing draft, whatever role they signed up
// with. A buyer who lists a home keeps their buyer pages and opens every link in the seller's
// mail with the same account; a vendor who lists one stays a vendor. What each page shows is
// still read by the owner's uid.
export async function requireSeller(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role === 'seller' || (await isSelling(user.uid))) return user
  throw expectedError(403, sellerMessages.sellersOnly)
}

export async function isSelling(uid: string): Promise<boolean> {
  const [listed, drafted] = await Promise.all([
    listings.ref().where('sellerId', '==', uid).limit(1).get(),
    sellerDrafts.doc(uid).get(),
  ])
  return !listed.empty || drafted.exists
}
