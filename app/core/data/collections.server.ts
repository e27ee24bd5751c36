import type { Collection } from './collection.server'
import { appointments } from './appointments.server'
import { events } from './events.server'
import {
  experimentConversions,
  experiments,
  experimentVariants,
  experimentVisitors,
} from './experiments.server'
import { landingPages } from './landing-pages.server'
import { mail } from './mail.server'
import { documentEvents } from './document-events.server'
import { documents } from './documents.server'
import { jobs } from './jobs.server'
import { leads } from './leads.server'
import { marketingMaterials } from './marketing-materials.server'
import { orders } from './orders.server'
import { pageViewCounts } from './page-view-counts.server'
import { readiness } from './readiness.server'
import { providers } from './providers.server'
import { quotes } from './quotes.server'
import { reviews } from './reviews.server'
import { serviceRequests } from './service-requests.server'
import { stripeEvents } from './stripe-events.server'
import { savedSearches } from './saved-searches.server'
import { sessions } from './sessions.server'
import { inquiries } from './inquiries.server'
import { listings } from './listings.server'
import { offers } from './offers.server'
import { photos } from './photos.server'
import { savedHomes } from './saved-homes.server'
import { sellerDrafts } from './seller-drafts.server'
import { stepClaims } from './step-claims.server'
import { threads } from './threads.server'
import { users } from './users.server'
import { valuationMarkets } from './valuation-markets.server'

// Every collection the app reads or writes, each declared in its own module (ADR 067). Account
// export and deletion work through this list; a collection named in app/ and missing here fails
// `collections.test.ts`
export const collections: Collection[] = [
  // people and the site
  users,
  sessions,
  mail,
  events,
  pageViewCounts,
  landingPages,
  experiments,
  experimentVariants,
  experimentVisitors,
  experimentConversions,
  valuationMarkets,
  readiness,
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
  providers,
  reviews,
  serviceRequests,
  leads,
  quotes,
  jobs,
  orders,
  stripeEvents,
  documents,
  documentEvents,
  marketingMaterials,
]

export const collectionNamed = (name: string) => collections.find((c) => c.name === name)
