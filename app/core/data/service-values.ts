// The value lists the services-and-money collections store (providers, leads, jobs, documents,
// marketing materials), which the browser needs too: their modules' schemas and the features' forms
// and labels share them from here, since a `.server` module never reaches the browser (ADR 067)

// the services a home sale needs, in the order a buyer or seller meets them
export const providerCategories = [
  'buyers-agent',
  'listing-agent',
  'mortgage-lender',
  'inspector',
  'appraiser',
  'attorney',
  'title-escrow',
  'photographer',
  'stager',
  'mover',
  'contractor',
] as const
export type ProviderCategory = (typeof providerCategories)[number]

// how a provider charges: a flat fee, by the hour, or a share of the sale price
export const priceUnits = ['flat', 'hour', 'percent'] as const
export type PriceUnit = (typeof priceUnits)[number]

// what a document is, and the file types it may be
export const documentKindIds = [
  'disclosure',
  'pre-approval',
  'inspection-report',
  'contract',
  'addendum',
  'other',
] as const
export type DocumentKind = (typeof documentKindIds)[number]
export const documentContentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'text/plain',
] as const
export type DocumentType = (typeof documentContentTypes)[number]

// what a seller can make for a listing (issue 20), and how a flyer says to reach them
export const materialKinds = ['flyer', 'social-posts', 'open-house'] as const
export type MaterialKind = (typeof materialKinds)[number]
export const contactChoiceIds = ['messages', 'email'] as const
export type ContactChoice = (typeof contactChoiceIds)[number]
