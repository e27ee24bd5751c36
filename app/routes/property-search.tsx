import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, Form, Link } from '@remix-run/react'
import { useMemo, useState, type SyntheticEvent } from 'react'
import { safeRedirectPath } from '~/features/accounts/redirects'
import { requireUser } from '~/features/accounts/session.server'
import { searchPage } from '~/features/buyers/listing-pages.server'
import { buyerMessages } from '~/features/buyers/messages'
import { alertFrequencies, SaveSearchSchema } from '~/features/buyers/saved-searches'
import { saveSearchWithinLimits } from '~/features/buyers/saved-searches.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { featureLabels, formatAddress, formatCount } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { propertyTypeLabels, propertyTypes } from '~/core/home'
import { neighborhoodNames } from '~/features/neighborhoods/neighborhood-explorer.server'
import { mapStyleUrl, mapSummaryText } from '~/features/search/map-data.server'
import { searchMessages } from '~/features/search/messages'
import { ResultsMap } from '~/features/search/results-map'
import { areaText } from '~/features/search/search-area'
import { MapView, type MarkedHome } from '~/features/search/map-view'
import {
  parseSearchParams,
  searchParamsOf,
  sortOptions,
  type SearchQuery,
} from '~/features/search/search-query'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { CheckboxGroup, RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary, useSummaryAction } from '~/ui/form/error-summary'
import { isFailedReply, pageField, replyOf, type FormReply } from '~/ui/form/field-state'
import { FieldError } from '~/ui/form/field-parts'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ data, actionData }) =>
  pageTitle(
    data
      ? `${formatCount(data.result.total)} homes${data.query.q ? ` for “${data.query.q}”` : ''}${data.result.page > 1 ? `, page ${data.result.page}` : ''}`
      : 'Search homes',
    {
      failed:
        (data ? Object.keys(data.errors).length > 0 : false) || isFailedReply(actionData?.result),
    },
  )
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, errors } = parseSearchParams(new URL(request.url).searchParams)
  const page = await searchPage(query, request)
  return {
    query,
    errors,
    ...page,
    neighborhoods: neighborhoodNames(),
    mapStyleUrl: mapStyleUrl(),
    mapSummary: mapSummaryText(page.result.total, page.result.summary),
  }
}

// saving the search shown: a name and how often to be told about new matches
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseWithZod(await request.formData(), { schema: SaveSearchSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const outcome = await saveSearchWithinLimits(user.uid, submission.value)
  if (!outcome.ok) {
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  }
  // its own fragment: the form posted to its summary's, which the browser would keep otherwise
  return redirectWithSuccess(
    `${safeRedirectPath(`/property-search?${outcome.saved.params}`) ?? '/property-search'}#results-count`,
    buyerMessages.searchSaved,
  )
}

const labels = {
  q: 'Keywords',
  place: 'Place',
  neighborhood: searchMessages.neighborhood.label,
  area: searchMessages.area.label,
  minPrice: 'Min price',
  maxPrice: 'Max price',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  type: 'Home type',
  minSqft: 'Min size (sq ft)',
  maxSqft: 'Max size (sq ft)',
  minYear: 'Built after',
  maxYear: 'Built before',
  features: 'Features',
  status: 'Status',
  sort: 'Sort by',
} satisfies Partial<Record<keyof SearchQuery, string>>

const typeOptions = propertyTypes.map((type) => [type, propertyTypeLabels[type]] as const)
const statusOptions = [
  ['active', 'For sale'],
  ['pending', 'Sale pending'],
  ['sold', 'Sold (2006–2010)'],
] as const

export default function PropertySearch() {
  const {
    query,
    errors,
    result,
    mapDots,
    saved,
    suggestion,
    signedIn,
    neighborhoods,
    mapStyleUrl,
    mapSummary,
  } = useLoaderData<typeof loader>()
  const saveReply = useActionData<typeof action>()?.result
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const savedSet = new Set(saved)
  const pageLink = (page: number) => `/property-search?${searchParamsOf({ ...query, page })}`
  const filtersReply = useMemo(() => replyOf(errors), [errors])
  // the filters are the address: each field shows the query as parsed now, so a link that changes
  // the query (relax a filter, a new search) shows in the form too (ADR 022)
  const field = (name: keyof typeof labels) => {
    const value = name === 'area' ? (query.area ? areaText(query.area) : undefined) : query[name]
    return pageField('search', name, {
      value: Array.isArray(value) ? value : value === undefined ? '' : String(value),
      error: errors[name],
    })
  }
  // the map's homes are the search's, every page of them
  const mapParams = new URLSearchParams(location.search)
  mapParams.delete('page')
  // the card hovered or focused, marked on the map
  const [marked, setMarked] = useState<MarkedHome | null>(null)
  const markCard = (event: SyntheticEvent) => {
    const id = (event.target as Element)
      .closest('[data-listing-id]')
      ?.getAttribute('data-listing-id')
    const home = result.listings.find(({ listing }) => listing.id === id)?.listing
    setMarked(
      home
        ? { id: home.id, lng: home.lng, lat: home.lat, label: formatAddress(home.address) }
        : null,
    )
  }
  const number = (name: keyof typeof labels, hint?: string) => (
    <TextField field={field(name)} label={labels[name]} hint={hint} inputMode="numeric" />
  )
  return (
    <div className="search-page">
      <h1>Search homes</h1>
      <a href="#results-count" className="skip-link skip-link--in-page">
        Skip to results
      </a>
      <MarketAttribution />
      <ErrorSummary
        formId="search"
        reply={filtersReply}
        fields={(Object.keys(labels) as Array<keyof typeof labels>).map((name) => ({
          field: field(name),
          label: labels[name],
        }))}
      />
      <div className="search-layout">
        <Form
          method="get"
          action="/property-search"
          id="search"
          className="search-filters"
          aria-label="Search filters"
        >
          <TextField
            field={field('q')}
            label={labels.q}
            hint="Describe the home, like “quiet home near a park”"
            type="search"
          />
          <TextField field={field('place')} label={labels.place} hint="Neighborhood, city or ZIP" />
          <Select
            field={field('neighborhood')}
            label={labels.neighborhood}
            placeholder={searchMessages.neighborhood.any}
            options={neighborhoods.map((name) => [name, name] as const)}
          />
          {query.area ? <input type="hidden" name="area" value={areaText(query.area)} /> : null}
          <div className="search-filters__pair">
            {number('minPrice')}
            {number('maxPrice')}
          </div>
          <div className="search-filters__pair">
            {number('beds', 'At least')}
            {number('baths', 'At least')}
          </div>
          <Select
            field={field('type')}
            label={labels.type}
            placeholder="Any type"
            options={typeOptions}
          />
          <div className="search-filters__pair">
            {number('minSqft')}
            {number('maxSqft')}
          </div>
          <div className="search-filters__pair">
            {number('minYear')}
            {number('maxYear')}
          </div>
          <CheckboxGroup
            field={field('features')}
            legend={labels.features}
            options={Object.entries(featureLabels)}
            choicesClassName="search-filters__features"
          />
          <RadioGroup field={field('status')} legend={labels.status} options={statusOptions} />
          <Select field={field('sort')} label={labels.sort} options={Object.entries(sortOptions)} />
          <button type="submit" className="button button--primary button--block">
            Search
          </button>
        </Form>
        <section className="search-results" aria-labelledby="results-count">
          {query.area || errors.area ? (
            <div className="search-area" id={field('area').id} tabIndex={-1}>
              {errors.area ? (
                <FieldError field={field('area')} />
              ) : (
                <p>
                  <strong>{searchMessages.area.inside}</strong>
                </p>
              )}
              <p>
                <Link
                  to={`/property-search?${searchParamsOf({ ...query, area: undefined, page: 1 })}`}
                >
                  {searchMessages.area.clear}
                </Link>
              </p>
            </div>
          ) : null}
          {/* the map before the count: "Skip to results" lands on the count, the homes next */}
          <MapView
            id="search-map"
            homesUrl={`/api/map/homes?${mapParams.toString()}`}
            neighborhoods
            styleUrl={mapStyleUrl}
            summary={mapSummary}
            search={location.search}
            marked={marked}
            focus={null}
            fallback={
              <ResultsMap
                title={`Map of ${formatCount(result.total)} matching homes`}
                pins={result.listings.map(({ listing }, index) => ({
                  id: listing.id,
                  lat: listing.lat,
                  lng: listing.lng,
                  label: formatAddress(listing.address),
                  position: index + 1,
                }))}
                others={mapDots}
                area={query.area}
              />
            }
          />
          <h2 id="results-count" aria-live="polite" tabIndex={-1}>
            {formatCount(result.total)} {result.total === 1 ? 'home' : 'homes'}
            {result.total > 0 ? ` · page ${result.page} of ${result.pages}` : ''}
          </h2>
          {result.total === 0 ? (
            <div className="empty-state">
              <p>No homes match all of these filters.</p>
              {suggestion ? (
                <p>
                  Try removing {suggestion.label}:{' '}
                  <Link
                    to={`/property-search?${searchParamsOf({ ...query, page: 1, [suggestion.filter]: suggestion.filter === 'features' ? [] : undefined })}`}
                  >
                    see {formatCount(suggestion.matches)}{' '}
                    {suggestion.matches === 1 ? 'home' : 'homes'} without it
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
              <ol
                className="listing-grid"
                onMouseOver={markCard}
                onFocus={markCard}
                onMouseLeave={() => setMarked(null)}
              >
                {result.listings.map(({ listing, reason }, index) => (
                  <li key={listing.id} data-listing-id={listing.id}>
                    <ListingCard
                      listing={listing}
                      reason={reason}
                      saved={savedSet.has(listing.id)}
                      returnTo={returnTo}
                      position={index + 1}
                    />
                  </li>
                ))}
              </ol>
              {signedIn ? (
                <details className="save-search" open={Boolean(saveReply)}>
                  <summary>Save this search</summary>
                  <SaveSearchForm
                    params={searchParamsOf({ ...query, page: 1 }).toString()}
                    defaultName={query.q ?? query.place ?? query.neighborhood ?? 'My search'}
                    reply={saveReply}
                  />
                </details>
              ) : (
                <p>
                  <Link to={`/auth/login?redirectTo=${encodeURIComponent(returnTo)}`}>Sign in</Link>{' '}
                  to save this search and get alerts.
                </p>
              )}
              <nav className="pagination" aria-label="Result pages">
                {result.page > 1 ? (
                  <Link to={pageLink(result.page - 1)} rel="prev">
                    Previous page
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Page {result.page} of {result.pages}
                </span>
                {result.page < result.pages ? (
                  <Link to={pageLink(result.page + 1)} rel="next">
                    Next page
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  )
}

function SaveSearchForm({
  params,
  defaultName,
  reply,
}: {
  params: string
  defaultName: string
  reply: FormReply | undefined
}) {
  const [form, fields] = useSchemaForm({
    id: 'save-search',
    schema: SaveSearchSchema,
    reply,
    defaultValue: { name: defaultName, frequency: 'weekly' },
  })
  const action = useSummaryAction(form.id)
  return (
    <>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.name, label: 'Name' },
          { field: fields.frequency, label: 'Alerts' },
        ]}
      />
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="params" value={params} />
        <TextField field={fields.name} label="Name" />
        <RadioGroup
          field={fields.frequency}
          legend="Alert me about new matches"
          options={Object.entries(alertFrequencies)}
        />
        <StatusButton
          className="button button--secondary"
          label="Save search"
          pendingLabel="Saving..."
        />
      </Form>
    </>
  )
}
