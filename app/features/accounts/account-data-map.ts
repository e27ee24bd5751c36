// Every Firestore collection the app writes, and what it holds about a person: the fields that
// name their uid (what "Download my data" reads) and what "Delete my account" does to those
// records (ADR 039). A collection added anywhere in app/ without a line here fails
// account-data-map.test.ts, so neither the export nor the deletion can miss it silently.

// how a record names its person: a field equal to the uid, an array containing it, or its id
export type UidLink = { field: string; match: 'equals' | 'contains' } | { match: 'id' }

export type Coverage =
  | {
      links: UidLink[]
      // left out of the export: stored contents, secrets, other people's private notes
      omit?: string[]
      // exported without document ids (the id is itself a secret: a session id)
      hideIds?: boolean
      // a subcollection: found through the parent, not by a query of its own
      under?: string
      deletion: string
    }
  | { links: []; holdsNoPerson: string }

const equals = (field: string): UidLink => ({ field, match: 'equals' })

export const accountCollections = {
  users: { links: [{ match: 'id' }], deletion: 'deleted' },
  sessions: {
    links: [equals('uid')],
    hideIds: true,
    deletion: 'deleted, after every session is ended',
  },
  savedHomes: { links: [equals('uid')], deletion: 'deleted' },
  savedSearches: { links: [equals('uid')], deletion: 'deleted' },
  inquiries: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'the buyer’s own copies deleted; on a seller’s homes kept for the buyer, the seller’s uid removed',
  },
  threads: {
    links: [equals('buyerUid'), equals('sellerId')],
    deletion:
      'kept for the other side; the buyer’s name, e-mail and uid (or the seller’s uid) replaced',
  },
  appointments: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'kept for the other side with the uid removed; a tour still to come is cancelled (buyer) or declined (seller)',
  },
  offers: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'kept for the other side with the uid removed; an open offer is withdrawn (buyer) or declined (seller)',
  },
  listings: {
    links: [equals('sellerId')],
    deletion:
      'active and withdrawn listings deleted with their photos; pending and sold ones kept (a buyer’s accepted offer, valuation) with the seller’s uid removed',
  },
  photos: {
    links: [equals('ownerUid')],
    deletion: 'deleted with their files, except the photos of a kept listing (owner removed)',
  },
  sellerDrafts: { links: [{ match: 'id' }], deletion: 'deleted' },
  stepClaims: {
    links: [],
    holdsNoPerson:
      'which change of an offer, tour or listing came first: record ids and steps only',
  },
  marketingMaterials: { links: [equals('sellerId')], deletion: 'deleted with their files' },
  documents: {
    links: [equals('ownerUid'), { field: 'sharedWith', match: 'contains' }],
    omit: ['text', 'sha256'],
    deletion:
      'own documents deleted with their files; the person removed from others’ sharing lists',
  },
  documentEvents: {
    links: [equals('ownerUid'), equals('actorUid')],
    deletion:
      'events of their own documents deleted; their reads of others’ documents kept for the owner, name and uid removed',
  },
  serviceRequests: {
    links: [equals('requesterUid')],
    deletion:
      'deleted; the providers’ names are removed from others’ requests when a provider leaves',
  },
  leads: {
    links: [equals('vendorUid'), equals('requesterUid')],
    omit: ['note'],
    deletion:
      'kept for the other side with the uid removed; an open lead of a leaving client is closed',
  },
  quotes: {
    links: [equals('vendorUid'), equals('requesterUid')],
    deletion:
      'kept for the other side with the uid and business name removed; an open quote is closed',
  },
  jobs: {
    links: [equals('vendorUid'), equals('clientUid')],
    deletion: 'kept for the other side with the uid and business name removed',
  },
  providers: {
    links: [equals('ownerUid')],
    deletion: 'the business profile deleted with its logo and its reviews',
  },
  reviews: {
    links: [],
    under: 'providers',
    deletion:
      'providers/{id}/reviews, found through the reviewer’s jobs (clientUid): kept for the provider, the author’s name replaced',
  },
  orders: {
    links: [equals('uid')],
    omit: ['sessionId', 'checkoutUrl'],
    deletion: 'paid orders kept for the books with the uid removed; unpaid ones deleted',
  },
  stripeEvents: {
    links: [],
    holdsNoPerson: 'ids of Stripe events already processed, with their order id',
  },
  mail: {
    links: [{ field: 'toUids', match: 'contains' }],
    omit: ['html'],
    deletion:
      'their mail deleted; their name and e-mail removed from the mail of the people they dealt with',
  },
  events: { links: [equals('uid')], deletion: 'page views kept for counting, the uid removed' },
  pageViewCounts: { links: [], holdsNoPerson: 'page views counted per day and page' },
  landingPages: {
    links: [equals('createdBy'), equals('updatedBy')],
    deletion: 'kept (the site’s pages), the admin’s uid replaced',
  },
  experiments: {
    links: [equals('startedBy'), equals('stoppedBy')],
    deletion: 'kept (the site’s A/B tests), the admin’s uid replaced',
  },
  valuationMarkets: {
    links: [equals('createdBy')],
    deletion: 'kept (the site’s valuation markets), the admin’s uid replaced',
  },
  experimentVariants: { links: [], holdsNoPerson: 'visitors and conversions counted per variant' },
  experimentVisitors: {
    links: [],
    holdsNoPerson:
      'a random visitor cookie id (never a uid) and the variant it saw, kept while a test runs',
  },
  experimentConversions: {
    links: [],
    holdsNoPerson: 'a random visitor cookie id (never a uid) that converted',
  },
  _readiness: { links: [], holdsNoPerson: 'the readiness probe reads it; nothing is written' },
} satisfies Record<string, Coverage>

export type CoveredCollection = keyof typeof accountCollections

// a field named like this is never exported, wherever it is: a secret has no place in a copy
export const secretField =
  /password|token|secret|cookie|credential|apikey|api_key|sessionid|checkouturl|sha256/i
