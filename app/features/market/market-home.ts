// one home of a market: the facts a listing shows and the valuation model learns from.
// stored as a Firestore `listings` document (see listing-doc.server.ts in the listings feature)
export const listingStatuses = ['draft', 'active', 'pending', 'sold', 'withdrawn'] as const
export type ListingStatus = (typeof listingStatuses)[number]

export const propertyTypes = ['single-family', 'townhouse', 'duplex', 'two-family'] as const
export type PropertyType = (typeof propertyTypes)[number]

export const propertyTypeLabels: Record<PropertyType, string> = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  'two-family': 'Two-family conversion',
}

export type Address = { line1: string; city: string; state: string; zip: string }

export type MarketHome = {
  id: string
  source: 'ames'
  address: Address
  addressGenerated: true
  lat: number
  lng: number
  neighborhood: string
  beds: number
  // full + half / 2, above ground and basement
  baths: number
  fullBaths: number
  halfBaths: number
  sqft: number
  lotSqft: number
  yearBuilt: number
  yearRemodeled: number
  propertyType: PropertyType
  style: string
  stories: number
  garageSpaces: number
  basementSqft: number
  fireplaces: number
  features: string[]
  // the recorded sale: price and the first day of the month it closed (the data has no day)
  salePrice: number
  saleDate: number
  // every source column as it was, so the valuation model can learn from all of them
  attributes: Record<string, string | number>
}
