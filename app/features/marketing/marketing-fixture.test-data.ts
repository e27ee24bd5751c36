import type { Listing } from '~/features/listings/listing'

// a seller's listing as the marketing tests use it
export const listingFixture: Listing = {
  id: 's-AAAAAAAAAAAAAAAAAAAA',
  source: 'seller',
  sellerId: 'u1',
  status: 'active',
  address: { line1: '2412 Oakland St', city: 'Ames', state: 'IA', zip: '50014' },
  addressGenerated: false,
  lat: 42.03,
  lng: -93.65,
  neighborhood: 'College Creek',
  beds: 3,
  baths: 2.5,
  fullBaths: 2,
  halfBaths: 1,
  sqft: 1720,
  lotSqft: 9100,
  yearBuilt: 1998,
  yearRemodeled: 2015,
  propertyType: 'single-family',
  style: 'two-story',
  stories: 2,
  garageSpaces: 2,
  basementSqft: 800,
  fireplaces: 1,
  features: ['fireplace', 'central-air', 'deck'],
  description:
    'A bright two-story house on a quiet street, with a remodeled kitchen, a fireplace in the living room and a deck over the back yard. '
      .repeat(3)
      .trim(),
  price: 245_000,
  listedAt: 0,
  soldPrice: 0,
  soldAt: 0,
  createdAt: 0,
  updatedAt: 0,
}
