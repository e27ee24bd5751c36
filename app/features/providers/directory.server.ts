import { earliestOpenDay, priceFor, type Provider } from './provider'
import { bestMatches, trustedRating, type Match } from './matching'
import { listedProviders } from './providers.server'
import { DirectoryFilterSchema, NeedSchema, type DirectoryFilter, type NeedForm } from './schemas'
import { needOf } from './service-requests.server'

type FieldErrors = Record<string, string>

// each filter is read on its own: one that does not parse is left out and said so, the rest apply
function readFields<T extends Record<string, unknown>>(
  schema: {
    shape: Record<
      string,
      {
        safeParse(value: unknown): {
          success: boolean
          data?: unknown
          error?: { issues: Array<{ message: string }> }
        }
      }
    >
  },
  params: URLSearchParams,
  names: string[],
) {
  const value: Record<string, unknown> = {}
  const errors: FieldErrors = {}
  for (const name of names) {
    const given = params.get(name)
    if (given === null || given === '') continue
    const parsed = schema.shape[name]!.safeParse(given)
    if (parsed.success) value[name] = parsed.data
    else errors[name] = parsed.error!.issues[0]!.message
  }
  return { value: value as Partial<T>, errors }
}

export function filterProviders(
  providers: readonly Provider[],
  filter: Partial<DirectoryFilter>,
  now: number,
): Provider[] {
  const weekEnd = new Date(now + 6 * 86_400_000).toISOString().slice(0, 10)
  return providers
    .filter((provider) => !filter.category || provider.categories.includes(filter.category))
    .filter((provider) => !filter.zip || provider.area.zips.includes(filter.zip))
    .filter(
      (provider) =>
        !filter.rating ||
        (provider.reviews.count > 0 && provider.reviews.average >= Number(filter.rating)),
    )
    .filter((provider) => {
      if (!filter.maxPrice) return true
      const price = filter.category
        ? priceFor(provider, filter.category)
        : provider.prices.find((candidate) => candidate.unit === 'flat')
      return (
        price !== null &&
        price !== undefined &&
        price.unit === 'flat' &&
        price.amount <= filter.maxPrice
      )
    })
    .filter((provider) => !filter.week || earliestOpenDay(provider, now) <= weekEnd)
    .sort(
      (a, b) =>
        trustedRating(b.reviews) - trustedRating(a.reviews) ||
        b.reviews.count - a.reviews.count ||
        (a.id < b.id ? -1 : 1),
    )
}

export async function directoryPage(url: URL, now = Date.now()) {
  const filters = readFields<DirectoryFilter>(DirectoryFilterSchema, url.searchParams, [
    'category',
    'zip',
    'rating',
    'maxPrice',
    'week',
  ])
  const listed = await listedProviders()
  const providers = filterProviders(listed, filters.value, now)
  // "Match me" is asked with match=1 and the need's fields
  let match: { need: NeedForm; matches: Match[] } | null = null
  let matchErrors: FieldErrors = {}
  if (url.searchParams.get('match') === '1') {
    const need = NeedSchema.safeParse(
      Object.fromEntries(
        ['category', 'zip', 'date', 'budget'].map((name) => [
          name,
          url.searchParams.get(`need-${name}`) || undefined,
        ]),
      ),
    )
    // the same providers the list was read from: one read a page
    if (need.success)
      match = { need: need.data, matches: bestMatches(listed, needOf(need.data), now) }
    else
      matchErrors = Object.fromEntries(
        need.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      )
  }
  return {
    filter: filters.value,
    filterErrors: filters.errors,
    providers,
    match,
    matchErrors,
    given: Object.fromEntries(url.searchParams),
  }
}
