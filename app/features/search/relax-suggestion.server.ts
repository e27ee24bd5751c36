import { formatPrice } from '~/features/listings/listing'
import { countWithout } from './search-index.server'
import { searchMessages } from './messages'
import type { SearchQuery } from './search-query'

type Relaxable =
  | 'q'
  | 'place'
  | 'neighborhood'
  | 'area'
  | 'minPrice'
  | 'maxPrice'
  | 'beds'
  | 'baths'
  | 'type'
  | 'minSqft'
  | 'maxSqft'
  | 'minYear'
  | 'maxYear'
  | 'features'

const describe: Record<Relaxable, (query: SearchQuery) => string> = {
  q: (query) => `the keywords “${query.q}”`,
  place: (query) => `the place “${query.place}”`,
  neighborhood: (query) => searchMessages.neighborhood.relax(query.neighborhood ?? ''),
  area: () => searchMessages.area.relax,
  minPrice: (query) => `the minimum price of ${formatPrice(query.minPrice ?? 0)}`,
  maxPrice: (query) => `the maximum price of ${formatPrice(query.maxPrice ?? 0)}`,
  beds: (query) => `${query.beds}+ bedrooms`,
  baths: (query) => `${query.baths}+ bathrooms`,
  type: () => 'the home type',
  minSqft: (query) => `the minimum size of ${query.minSqft} sq ft`,
  maxSqft: (query) => `the maximum size of ${query.maxSqft} sq ft`,
  minYear: (query) => `built after ${query.minYear}`,
  maxYear: (query) => `built before ${query.maxYear}`,
  features: () => 'the features you ticked',
}

export type RelaxSuggestion = { filter: Relaxable; label: string; matches: number }

// when nothing matches: the one filter whose removal brings back the most homes
export async function suggestRelaxing(query: SearchQuery): Promise<RelaxSuggestion | null> {
  const active = (Object.keys(describe) as Relaxable[]).filter((filter) =>
    filter === 'features' ? query.features.length > 0 : query[filter] !== undefined,
  )
  let best: RelaxSuggestion | null = null
  for (const filter of active) {
    const matches = await countWithout(query, filter)
    if (matches > (best?.matches ?? 0)) best = { filter, label: describe[filter](query), matches }
  }
  return best
}
