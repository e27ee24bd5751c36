import { stableHash as hash } from '~/core/stable-hash'
import type { MarketHome } from '~/features/market/market-home'
import { propertyTypeLabels } from '~/core/home'
import { featureLabels, type Listing, type ListingStatus } from './listing'
import { formatNumber } from '~/ui/format'

const dayMs = 24 * 60 * 60 * 1000

// about one home in eight is on the market now; one in ten of those is under contract
export function marketStatusOf(id: string): ListingStatus {
  const seed = hash(`status:${id}`)
  if (seed % 8 !== 0) return 'sold'
  return (seed >>> 8) % 10 === 0 ? 'pending' : 'active'
}

// the demo market: each recorded sale becomes a listing. Homes on the market today ask their
// recorded sale price moved by up to ±4% (a demo list price, labelled as such on the page), listed
// within the last 60 days of `now`
export function listingFromMarketHome(home: MarketHome, now: number): Listing {
  const status = marketStatusOf(home.id)
  const seed = hash(`price:${home.id}`)
  const onMarket = status !== 'sold'
  const listPrice = Math.round((home.salePrice * (0.96 + (seed % 81) / 1000)) / 500) * 500
  return {
    id: home.id,
    source: home.source,
    sellerId: null,
    status,
    address: home.address,
    addressGenerated: home.addressGenerated,
    lat: home.lat,
    lng: home.lng,
    neighborhood: home.neighborhood,
    beds: home.beds,
    baths: home.baths,
    fullBaths: home.fullBaths,
    halfBaths: home.halfBaths,
    sqft: home.sqft,
    lotSqft: home.lotSqft,
    yearBuilt: home.yearBuilt,
    yearRemodeled: home.yearRemodeled,
    propertyType: home.propertyType,
    style: home.style,
    stories: home.stories,
    garageSpaces: home.garageSpaces,
    basementSqft: home.basementSqft,
    fireplaces: home.fireplaces,
    features: home.features,
    description: describeHome(home),
    price: onMarket ? listPrice : home.salePrice,
    listedAt: onMarket ? now - ((seed >>> 8) % 60) * dayMs - ((seed >>> 16) % 86_400) * 1000 : null,
    soldPrice: home.salePrice,
    soldAt: home.saleDate,
    createdAt: now,
    updatedAt: now,
  }
}

// written only from the columns: size, rooms, age, type and the features the data records
function describeHome(home: MarketHome): string {
  const type = propertyTypeLabels[home.propertyType].toLowerCase()
  const baths = Number.isInteger(home.baths) ? home.baths : home.baths.toFixed(1)
  const sentences = [
    `A ${home.style} ${type} in ${home.neighborhood} with ${home.beds} bedroom${home.beds === 1 ? '' : 's'} and ${baths} bath${home.baths === 1 ? '' : 's'} across ${formatNumber(home.sqft)} sq ft of living space above ground.`,
    home.yearRemodeled > home.yearBuilt
      ? `Built in ${home.yearBuilt} and remodeled in ${home.yearRemodeled}.`
      : `Built in ${home.yearBuilt}.`,
  ]
  if (home.basementSqft > 0) {
    sentences.push(
      `It has a ${formatNumber(home.basementSqft)} sq ft basement${home.features.includes('finished-basement') ? ', partly finished' : ''}.`,
    )
  }
  if (home.garageSpaces > 0)
    sentences.push(
      `The garage holds ${home.garageSpaces} car${home.garageSpaces === 1 ? '' : 's'}.`,
    )
  const extras = home.features
    .filter(
      (feature) =>
        ![
          'attached-garage',
          'detached-garage',
          'basement',
          'finished-basement',
          'remodeled',
        ].includes(feature),
    )
    .map((feature) => featureLabels[feature]?.toLowerCase())
    .filter(Boolean)
  if (extras.length > 0) sentences.push(`Features recorded: ${extras.join(', ')}.`)
  sentences.push(`The lot is ${formatNumber(home.lotSqft)} sq ft.`)
  return sentences.join(' ')
}
