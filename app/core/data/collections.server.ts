import type { Collection } from './collection.server'
import { appointments } from './appointments.server'
import { events } from './events.server'
import { inquiries } from './inquiries.server'
import { listings } from './listings.server'
import { mail } from './mail.server'
import { offers } from './offers.server'
import { orders } from './orders.server'
import { photos } from './photos.server'
import { savedHomes } from './saved-homes.server'
import { savedSearches } from './saved-searches.server'
import { sellerDrafts } from './seller-drafts.server'
import { stepClaims } from './step-claims.server'
import { threads } from './threads.server'
import { users } from './users.server'

// Every collection the app reads or writes, each declared in its own module (ADR 067). Account
// export and deletion work through this list; a collection named in app/ and missing here fails
// `collections.test.ts`
export const collections: Collection[] = [
  // people
  users,
  mail,
  events,
  // homes
  savedSearches,
  listings,
  photos,
  sellerDrafts,
  offers,
  appointments,
  threads,
  inquiries,
  savedHomes,
  stepClaims,
  // services and money
  orders,
]

export const collectionNamed = (name: string) => collections.find((c) => c.name === name)
