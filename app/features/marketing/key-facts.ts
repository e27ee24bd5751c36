import { formatBaths, formatCount, type Listing } from '~/features/listings/listing'

// the facts a flyer, a sheet and a post lead with, as label and value
export function keyFacts(listing: Listing): Array<[string, string]> {
  return [
    ['Bedrooms', String(listing.beds)],
    ['Bathrooms', formatBaths(listing.baths)],
    ['Living area', `${formatCount(listing.sqft)} sq ft`],
    ...(listing.lotSqft > 0
      ? [['Lot', `${formatCount(listing.lotSqft)} sq ft`] as [string, string]]
      : []),
    ['Built', String(listing.yearBuilt)],
    ['Garage', listing.garageSpaces > 0 ? `${listing.garageSpaces}-car` : 'None'],
  ]
}
