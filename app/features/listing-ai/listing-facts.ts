import type { Listing } from '~/features/listings/listing'

// what the writer and the checks know of a home: its listing's facts and its place
export type ListingFacts = Pick<
  Listing,
  | 'beds'
  | 'baths'
  | 'fullBaths'
  | 'halfBaths'
  | 'sqft'
  | 'lotSqft'
  | 'yearBuilt'
  | 'yearRemodeled'
  | 'propertyType'
  | 'style'
  | 'stories'
  | 'garageSpaces'
  | 'basementSqft'
  | 'fireplaces'
  | 'features'
  | 'neighborhood'
> & { city: string }

export function factsOf(listing: Listing): ListingFacts {
  return {
    beds: listing.beds,
    baths: listing.baths,
    fullBaths: listing.fullBaths,
    halfBaths: listing.halfBaths,
    sqft: listing.sqft,
    lotSqft: listing.lotSqft,
    yearBuilt: listing.yearBuilt,
    yearRemodeled: listing.yearRemodeled,
    propertyType: listing.propertyType,
    style: listing.style,
    stories: listing.stories,
    garageSpaces: listing.garageSpaces,
    basementSqft: listing.basementSqft,
    fireplaces: listing.fireplaces,
    features: listing.features,
    neighborhood: listing.neighborhood,
    city: listing.address.city,
  }
}
