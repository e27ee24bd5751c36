import { formatDollars, formatNumber } from '~/ui/format'
import type { NeighborhoodFigures } from './neighborhood-figures'
import { explorerMessages } from './messages'

// what the explorer's map can be colored by, as the GET form's `measure` names them
export const measures = ['price', 'price-per-sqft', 'for-sale', 'days-on-market'] as const
export type Measure = (typeof measures)[number]
export const defaultMeasure: Measure = 'price'

export const measureLabels: Record<Measure, string> = explorerMessages.measures

export function measureValue(measure: Measure, figures: NeighborhoodFigures): number | null {
  switch (measure) {
    case 'price':
      return figures.medianSalePrice
    case 'price-per-sqft':
      return figures.medianPricePerSqft
    case 'for-sale':
      return figures.forSale
    default:
      return figures.medianDaysOnMarket
  }
}

export function formatMeasure(measure: Measure, value: number): string {
  switch (measure) {
    case 'price':
      return formatDollars(value)
    case 'price-per-sqft':
      return `${formatDollars(value)}/sq ft`
    case 'for-sale':
      return `${formatNumber(value)} ${value === 1 ? 'home' : 'homes'}`
    default:
      return `${formatNumber(value)} ${value === 1 ? 'day' : 'days'}`
  }
}

// the measure a request asked for: none means the default; anything else is an error to show
export function parseMeasure(params: URLSearchParams): { measure: Measure; error?: string } {
  const asked = params.get('measure')
  if (!asked) return { measure: defaultMeasure }
  if ((measures as readonly string[]).includes(asked)) return { measure: asked as Measure }
  return { measure: defaultMeasure, error: explorerMessages.measureUnknown }
}
