import type { Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { neighborhoodNames } from '~/features/listings/neighborhood-summary.server'
import type { Address } from '~/core/home'
import type { MarketHome } from '~/features/market/market-home'
import {
  findByAddress,
  marketHome,
  valuationMarket,
} from '~/features/valuation/home-valuation.server'
import { formatAddress } from '~/features/listings/listing'
import { normalizeLine, type SellerProperty } from './draft.server'
import { flowMessages } from './messages'
import { homeStyles, type HomeStyle, type PropertyForm, type SellerDetails } from './schemas'

export type PropertyOutcome =
  | { ok: true; property: SellerProperty }
  | { ok: false; status: 400 | 409; field: keyof PropertyForm; message: string }

// the property step's answer as a home: one of the market's recorded homes (found by its address),
// or a new one typed with its ZIP and neighborhood, placed at the neighborhood's center. A home
// already for sale (active or pending) is refused
export function resolveProperty(form: PropertyForm): PropertyOutcome {
  const outcome = form.mode === 'known' ? knownHome(form.knownAddress ?? '') : newHome(form)
  if (!outcome.ok) return outcome
  const duplicate = activeListingAt(outcome.property.address)
  if (duplicate)
    return {
      ok: false,
      status: 409,
      field: form.mode === 'known' ? 'knownAddress' : 'line1',
      message: flowMessages.duplicate(formatAddress(duplicate.address)),
    }
  return outcome
}

function knownHome(text: string): PropertyOutcome {
  const homes = findByAddress(text)
  if (homes.length === 0) {
    // "1234 Oak Street 50010": the line and the ZIP
    const zip = /\b(\d{5})$/.exec(text.trim())?.[1]
    const line = zip ? text.trim().slice(0, -5) : ''
    const byZip = zip ? findByAddress(line).filter((home) => home.address.zip === zip) : []
    if (byZip.length === 1) return { ok: true, property: propertyOfHome(byZip[0]!) }
    return {
      ok: false,
      status: 400,
      field: 'knownAddress',
      message: flowMessages.knownAddressUnknown,
    }
  }
  if (homes.length > 1)
    return {
      ok: false,
      status: 400,
      field: 'knownAddress',
      message: flowMessages.knownAddressAmbiguous,
    }
  return { ok: true, property: propertyOfHome(homes[0]!) }
}

function newHome(form: PropertyForm): PropertyOutcome {
  const line1 = (form.line1 ?? '').replace(/\s+/g, ' ').trim()
  const zip = form.zip ?? ''
  // a typed address the market records is that home
  const recorded = findByAddress(line1).filter((home) => home.address.zip === zip)
  if (recorded.length === 1) return { ok: true, property: propertyOfHome(recorded[0]!) }
  const neighborhood = form.neighborhood ?? ''
  // the market's neighborhoods, each with its center (the catalog's names are the same ones)
  const place = valuationMarket().neighborhoods.get(neighborhood)
  if (!place)
    return {
      ok: false,
      status: 400,
      field: 'neighborhood',
      message: flowMessages.neighborhoodUnknown,
    }
  const address: Address = { line1, city: zip === '50105' ? 'Gilbert' : 'Ames', state: 'IA', zip }
  return {
    ok: true,
    property: { homeId: null, address, neighborhood, lat: place.lat, lng: place.lng },
  }
}

function propertyOfHome(home: MarketHome): SellerProperty {
  return {
    homeId: home.id,
    address: home.address,
    neighborhood: home.neighborhood,
    lat: home.lat,
    lng: home.lng,
  }
}

// an active or pending listing at the same address line (normalized) and ZIP, from the catalog
export function activeListingAt(address: Address, except?: string): Listing | undefined {
  const line = normalizeLine(address.line1)
  return listingCatalog()
    .all()
    .find(
      (listing) =>
        listing.id !== except &&
        (listing.status === 'active' || listing.status === 'pending') &&
        listing.address.zip === address.zip &&
        normalizeLine(listing.address.line1) === line,
    )
}

// the details step's first answers for a recorded home: its facts (the description is the seller's)
export function recordedDetails(homeId: string | null): Partial<SellerDetails> | null {
  const home = homeId ? marketHome(homeId) : null
  if (!home) return null
  const {
    propertyType,
    beds,
    fullBaths,
    halfBaths,
    sqft,
    lotSqft,
    yearBuilt,
    garageSpaces,
    basementSqft,
    features,
  } = home
  return {
    propertyType,
    style: styleOf(home.style),
    beds,
    fullBaths: Math.max(1, fullBaths),
    halfBaths,
    sqft,
    lotSqft,
    yearBuilt,
    garageSpaces,
    basementSqft,
    features,
  }
}

export function styleOf(recorded: string): HomeStyle {
  if (recorded in homeStyles) return recorded as HomeStyle
  if (recorded.startsWith('one-and-a-half')) return 'one-and-a-half-story'
  if (recorded.startsWith('two-and-a-half')) return 'two-and-a-half-story'
  if (recorded.startsWith('split')) return 'split-level'
  return recorded.startsWith('two') ? 'two-story' : 'one-story'
}

// the neighborhoods a new home can be in: the catalog's, each of which has a center to place it at
export const neighborhoodChoices = () =>
  neighborhoodNames().filter((name) => valuationMarket().neighborhoods.has(name))
