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
export type PriceUnit = 'flat' | 'hour' | 'percent'
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
