import { formatAddress } from '~/features/listings/listing'
import { searchListings } from '~/features/search/search-index.server'
import { parseSearchParams, searchParamsOf, type SearchQuery } from '~/features/search/search-query'

// the fields the search widget's form sends; anything else in its address is left out
export const searchWidgetFields = ['place', 'maxPrice', 'beds'] as const
type WidgetField = (typeof searchWidgetFields)[number]
const shown = 5

// the search widget: the site's own search (the same index and filters as /property-search), the
// newest homes for sale that match, and the address of the whole search on the site
export async function searchWidget(params: URLSearchParams) {
  const asked = new URLSearchParams(
    searchWidgetFields.flatMap((field) =>
      params
        .getAll(field)
        .slice(0, 1)
        .map((value) => [field, value]),
    ),
  )
  const { query, errors } = parseSearchParams(asked)
  const search: SearchQuery = { ...query, status: 'active', sort: 'newest', page: 1 }
  const result = await searchListings(search)
  const values = Object.fromEntries(
    searchWidgetFields.map((field) => [field, asked.get(field) ?? '']),
  ) as Record<WidgetField, string>
  return {
    values,
    errors: Object.fromEntries(
      searchWidgetFields.flatMap((field) => (errors[field] ? [[field, errors[field]!]] : [])),
    ) as Partial<Record<WidgetField, string>>,
    total: result.total,
    homes: result.listings.slice(0, shown).map(({ listing }) => ({
      id: listing.id,
      address: formatAddress(listing.address),
      price: listing.price,
      beds: listing.beds,
      baths: listing.baths,
      sqft: listing.sqft,
      neighborhood: listing.neighborhood,
    })),
    all: `/property-search?${searchParamsOf({ place: search.place, maxPrice: search.maxPrice, beds: search.beds })}`,
  }
}
