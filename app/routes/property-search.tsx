import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { safeRedirectPath } from '~/features/accounts/redirects'
import { requireUser } from '~/features/accounts/session.server'
import { searchPage } from '~/features/buyers/listing-pages.server'
import { buyerMessages } from '~/features/buyers/messages'
import { alertFrequencies, SaveSearchSchema } from '~/features/buyers/saved-searches'
import { saveSearchWithinLimits } from '~/features/buyers/saved-searches.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { featureLabels, formatAddress, formatCount } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { propertyTypeLabels, propertyTypes } from '~/features/market/market-home'
import { ResultsMap } from '~/features/search/results-map'
import { parseSearchParams, searchParamsOf, sortOptions, type SearchErrors, type SearchQuery } from '~/features/search/search-query'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/error-summary'
import { FieldError } from '~/ui/field-error'
import { TextField } from '~/ui/text-field'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data ? `${formatCount(data.result.total)} homes${data.query.q ? ` for “${data.query.q}”` : ''}` : 'Search homes', {
    failed: data ? Object.keys(data.errors).length > 0 : false,
  })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, errors } = parseSearchParams(new URL(request.url).searchParams)
  return { query, errors, ...(await searchPage(query, request)) }
}

// saving the search shown: a name and how often to be told about new matches
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseWithZod(await request.formData(), { schema: SaveSearchSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await saveSearchWithinLimits(user.uid, submission.value)
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
    return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status, headers })
  }
  return redirectWithSuccess(safeRedirectPath(`/property-search?${outcome.saved.params}`) ?? '/property-search', buyerMessages.searchSaved)
}

const fieldLabels: Partial<Record<keyof SearchQuery, string>> = {
  minPrice: 'Min price', maxPrice: 'Max price', beds: 'Bedrooms', baths: 'Bathrooms', minSqft: 'Min size (sq ft)',
  maxSqft: 'Max size (sq ft)', minYear: 'Built after', maxYear: 'Built before', type: 'Home type', status: 'Status',
}

export default function PropertySearch() {
  const { query, errors, result, saved, suggestion, signedIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const saveErrors = (actionData?.result.error ?? {}) as Record<string, string[] | undefined>
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const savedSet = new Set(saved)
  const pageLink = (page: number) => `/property-search?${searchParamsOf({ ...query, page })}`
  const summary = [
    ...(Object.entries(errors) as Array<[keyof SearchQuery, string]>).map(([field, message]) => ({ message, fieldId: `search-${field}` })),
    ...(saveErrors['']?.map((message) => ({ message })) ?? []),
    ...(saveErrors.name?.[0] ? [{ message: saveErrors.name[0], fieldId: 'save-search-name' }] : []),
  ]
  return (
    <div className="search-page">
      <h1>Search homes</h1>
      <MarketAttribution />
      <ErrorSummary errors={summary} />
      <div className="search-layout">
        <Form method="get" action="/property-search" className="search-filters" aria-label="Search filters">
          <TextField id="search-q" name="q" label="Keywords" hint="Describe the home, like “quiet home near a park”" defaultValue={query.q ?? ''} type="search" />
          <TextField id="search-place" name="place" label="Place" hint="Neighbourhood, city or ZIP" defaultValue={query.place ?? ''} />
          <div className="search-filters__pair">
            <NumberField name="minPrice" query={query} errors={errors} />
            <NumberField name="maxPrice" query={query} errors={errors} />
          </div>
          <div className="search-filters__pair">
            <NumberField name="beds" query={query} errors={errors} hint="At least" />
            <NumberField name="baths" query={query} errors={errors} hint="At least" />
          </div>
          <div className="field">
            <label htmlFor="search-type">Home type</label>
            <select id="search-type" name="type" defaultValue={query.type ?? ''}>
              <option value="">Any type</option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabels[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="search-filters__pair">
            <NumberField name="minSqft" query={query} errors={errors} />
            <NumberField name="maxSqft" query={query} errors={errors} />
          </div>
          <div className="search-filters__pair">
            <NumberField name="minYear" query={query} errors={errors} />
            <NumberField name="maxYear" query={query} errors={errors} />
          </div>
          <fieldset className="field">
            <legend>Features</legend>
            <div className="search-filters__features">
              {Object.entries(featureLabels).map(([value, label]) => (
                <div className="choice" key={value}>
                  <input id={`search-feature-${value}`} type="checkbox" name="features" value={value} defaultChecked={query.features.includes(value)} />
                  <label htmlFor={`search-feature-${value}`}>{label}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="field" id="search-status">
            <legend>Status</legend>
            {(['active', 'pending', 'sold'] as const).map((status) => (
              <div className="choice" key={status}>
                <input id={`search-status-${status}`} type="radio" name="status" value={status} defaultChecked={query.status === status} />
                <label htmlFor={`search-status-${status}`}>{status === 'active' ? 'For sale' : status === 'pending' ? 'Sale pending' : 'Sold (2006–2010)'}</label>
              </div>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="search-sort">Sort by</label>
            <select id="search-sort" name="sort" defaultValue={query.sort}>
              {Object.entries(sortOptions).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary button--block">
            Search
          </button>
        </Form>
        <section className="search-results" aria-labelledby="results-count">
          <h2 id="results-count" aria-live="polite">
            {formatCount(result.total)} {result.total === 1 ? 'home' : 'homes'}
            {result.total > 0 ? ` · page ${result.page} of ${result.pages}` : ''}
          </h2>
          {result.total === 0 ? (
            <div className="empty-state">
              <p>No homes match all of these filters.</p>
              {suggestion ? (
                <p>
                  Try removing {suggestion.label}:{' '}
                  <Link to={`/property-search?${searchParamsOf({ ...query, page: 1, [suggestion.filter]: suggestion.filter === 'features' ? [] : undefined })}`}>
                    see {formatCount(suggestion.matches)} {suggestion.matches === 1 ? 'home' : 'homes'} without it
                  </Link>
                  .
                </p>
              ) : (
                <p>
                  <Link to="/property-search">Start a new search</Link>.
                </p>
              )}
            </div>
          ) : (
            <>
              <ResultsMap
                title={`Map of ${formatCount(result.total)} matching homes`}
                pins={result.listings.map(({ listing }, index) => ({ id: listing.id, lat: listing.lat, lng: listing.lng, label: formatAddress(listing.address), position: index + 1 }))}
                others={result.points.filter((point) => !result.listings.some(({ listing }) => listing.id === point.id))}
              />
              <ol className="listing-grid">
                {result.listings.map(({ listing, reason }, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} reason={reason} saved={savedSet.has(listing.id)} returnTo={returnTo} position={index + 1} />
                  </li>
                ))}
              </ol>
              {signedIn ? (
                <details className="save-search" open={Boolean(actionData)}>
                  <summary>Save this search</summary>
                  <Form method="post" noValidate className="stack">
                    <FieldError id="save-search-error" error={saveErrors.params?.[0]} />
                    <input type="hidden" name="params" value={searchParamsOf({ ...query, page: 1 }).toString()} />
                    <TextField id="save-search-name" name="name" label="Name" error={saveErrors.name?.[0]} defaultValue={query.q ?? query.place ?? 'My search'} />
                    <fieldset className={saveErrors.frequency ? 'field field--error' : 'field'} aria-describedby={saveErrors.frequency ? 'save-search-frequency-error' : undefined}>
                      <legend>Alert me about new matches</legend>
                      <FieldError id="save-search-frequency-error" error={saveErrors.frequency?.[0]} />
                      {Object.entries(alertFrequencies).map(([value, label]) => (
                        <div className="choice" key={value}>
                          <input type="radio" id={`frequency-${value}`} name="frequency" value={value} defaultChecked={value === 'weekly'} />
                          <label htmlFor={`frequency-${value}`}>{label}</label>
                        </div>
                      ))}
                    </fieldset>
                    <button type="submit" className="button button--secondary">Save search</button>
                  </Form>
                </details>
              ) : (
                <p>
                  <Link to={`/auth/login?redirectTo=${encodeURIComponent(returnTo)}`}>Sign in</Link> to save this search and get alerts.
                </p>
              )}
              <nav className="pagination" aria-label="Result pages">
                {result.page > 1 ? <Link to={pageLink(result.page - 1)} rel="prev">Previous page</Link> : <span />}
                <span>
                  Page {result.page} of {result.pages}
                </span>
                {result.page < result.pages ? <Link to={pageLink(result.page + 1)} rel="next">Next page</Link> : <span />}
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  )
}

function NumberField({ name, query, errors, hint }: { name: keyof SearchErrors; query: SearchQuery; errors: SearchErrors; hint?: string }) {
  const value = query[name]
  return (
    <TextField
      id={`search-${name}`}
      name={name}
      label={fieldLabels[name]}
      hint={hint}
      inputMode="numeric"
      error={errors[name]}
      defaultValue={typeof value === 'number' ? String(value) : ''}
    />
  )
}
