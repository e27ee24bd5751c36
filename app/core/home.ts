// One home, whoever describes it: a sale in a market's public records (features/market), a home a
// seller lists or a feed brings (features/listings), the subject of a valuation (features/valuation),
// the seller's draft (features/sellers). Each of those adds its own fields to these facts; none
// redefines them (issue 38).

export const propertyTypes = ['single-family', 'townhouse', 'duplex', 'two-family'] as const
export type PropertyType = (typeof propertyTypes)[number]

export const propertyTypeLabels: Record<PropertyType, string> = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  'two-family': 'Two-family conversion',
}

export type Address = { line1: string; city: string; state: string; zip: string }

// where a home stands on the market today; a sale that closed is `sold`
export const listingStatuses = ['active', 'pending', 'sold', 'withdrawn'] as const
export type ListingStatus = (typeof listingStatuses)[number]

export type Home = {
  address: Address
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
}

// the facts comparables are matched and adjusted on
export type HomeFacts = Pick<
  Home,
  | 'lat'
  | 'lng'
  | 'neighborhood'
  | 'propertyType'
  | 'sqft'
  | 'lotSqft'
  | 'beds'
  | 'fullBaths'
  | 'halfBaths'
  | 'yearBuilt'
  | 'garageSpaces'
  | 'basementSqft'
  | 'fireplaces'
>
