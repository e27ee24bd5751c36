// the services a home sale needs, and how each charges: stored values, declared with the collections
import {
  priceUnits,
  providerCategories,
  type PriceUnit,
  type ProviderCategory,
} from '~/core/data/service-values'

export { priceUnits, providerCategories, type PriceUnit, type ProviderCategory }

export const categoryLabels: Record<ProviderCategory, string> = {
  'buyers-agent': 'Buyer’s agent',
  'listing-agent': 'Listing agent',
  'mortgage-lender': 'Mortgage lender',
  inspector: 'Home inspector',
  appraiser: 'Appraiser',
  attorney: 'Real-estate attorney',
  'title-escrow': 'Title and escrow',
  photographer: 'Photographer',
  stager: 'Home stager',
  mover: 'Mover',
  contractor: 'Contractor',
}

// how each category usually charges: a flat fee, by the hour, or a share of the sale price
export const usualUnit: Record<ProviderCategory, PriceUnit> = {
  'buyers-agent': 'percent',
  'listing-agent': 'percent',
  'mortgage-lender': 'flat',
  inspector: 'flat',
  appraiser: 'flat',
  attorney: 'flat',
  'title-escrow': 'flat',
  photographer: 'flat',
  stager: 'flat',
  mover: 'hour',
  contractor: 'hour',
}

export const isProviderCategory = (value: string): value is ProviderCategory =>
  (providerCategories as readonly string[]).includes(value)
