import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { amesZips } from '~/features/market/addresses'
import { categoryLabels, providerCategories } from '~/features/providers/categories'
import { directoryPage } from '~/features/providers/directory.server'
import { matchWeights, ratingPrior } from '~/features/providers/matching'
import { DemoProvidersNote, ProviderCard } from '~/features/providers/provider-card'
import { minimumRatings } from '~/features/providers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ data, error }) =>
  error
    ? errorMeta(error)
    : pageTitle(data?.match ? 'Your best matches' : 'Find an expert', {
        failed: data
          ? Object.keys(data.filterErrors).length + Object.keys(data.matchErrors).length > 0
          : false,
      })

export async function loader({ request }: LoaderFunctionArgs) {
  return directoryPage(new URL(request.url))
}

const categoryOptions = providerCategories.map(
  (category) => [category, categoryLabels[category]] as const,
)

function Problem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  ) : null
}

function Choice({
  name,
  label,
  value,
  options,
  error,
  placeholder,
}: {
  name: string
  label: string
  value: string | undefined
  options: ReadonlyArray<readonly [string, string]>
  error?: string
  placeholder: string
}) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={name}>{label}</label>
      <Problem id={`${name}-error`} message={error} />
      <select
        id={name}
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

function Entry({
  name,
  label,
  value,
  error,
  type = 'text',
  hint,
}: {
  name: string
  label: string
  value: string | undefined
  error?: string
  type?: 'text' | 'date'
  hint?: string
}) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={name}>{label}</label>
      {hint ? (
        <p id={`${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <Problem id={`${name}-error`} message={error} />
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  )
}

export default function ServiceExperts() {
  const { providers, filter, filterErrors, match, matchErrors, given } =
    useLoaderData<typeof loader>()
  const zipOptions = amesZips.map((zip) => [zip, zip] as const)
  const requestLink = match
    ? `/request-service?${new URLSearchParams(Object.entries({ category: match.need.category, zip: match.need.zip, date: match.need.date ?? '', budget: match.need.budget ? String(match.need.budget) : '' }).filter(([, value]) => value))}`
    : ''
  return (
    <div className="stack">
      <h1>Find an expert</h1>
      <p className="lead">
        Agents, inspectors, lenders, attorneys and everyone else a home sale needs. Tell us what you
        need to be matched, or browse them all.
      </p>
      <DemoProvidersNote />

      <section aria-labelledby="match-title" className="card stack">
        <h2 id="match-title">Match me</h2>
        <Form method="get" className="stack" aria-labelledby="match-title">
          <input type="hidden" name="match" value="1" />
          <Choice
            name="need-category"
            label="Service"
            value={given['need-category']}
            options={categoryOptions}
            error={matchErrors.category}
            placeholder="Choose a service"
          />
          <Choice
            name="need-zip"
            label="ZIP code"
            value={given['need-zip']}
            options={zipOptions}
            error={matchErrors.zip}
            placeholder="Choose a ZIP code"
          />
          <Entry
            name="need-date"
            label="Needed by (optional)"
            type="date"
            value={given['need-date']}
            error={matchErrors.date}
          />
          <Entry
            name="need-budget"
            label="Budget in dollars (optional)"
            value={given['need-budget']}
            error={matchErrors.budget}
            hint="Compared with flat fees; commissions and hourly rates are shown, not scored."
          />
          <button type="submit" className="button button--primary">
            Match me
          </button>
        </Form>
        {match ? (
          <section aria-labelledby="matches-title" className="stack">
            <h3 id="matches-title">
              {match.matches.length
                ? `Your best ${match.matches.length === 1 ? 'match' : `${match.matches.length} matches`}`
                : 'No matches'}
              : {categoryLabels[match.need.category]} in {match.need.zip}
            </h3>
            {match.matches.length === 0 ? (
              <p>
                No provider offers this service in that ZIP code yet. Try another service or browse
                the list below.
              </p>
            ) : null}
            <ol className="stack">
              {match.matches.map((found) => (
                <li key={found.provider.id} className="stack">
                  <ProviderCard
                    provider={found.provider}
                    category={match.need.category}
                    headingLevel={4}
                  />
                  <p>Match score {found.score} of 100, because:</p>
                  <ul className="match-parts">
                    {found.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            {match.matches.length ? (
              <p>
                <Link to={requestLink} className="button button--primary">
                  Ask{' '}
                  {match.matches.length === 1 ? 'this provider' : `these ${match.matches.length}`}{' '}
                  for a quote
                </Link>
              </p>
            ) : null}
            <details>
              <summary>How the match score works</summary>
              <p>
                Each provider who offers the service in your ZIP code is scored out of 100: distance{' '}
                {matchWeights.distance} points (closer to the middle of its area is better), rating{' '}
                {matchWeights.rating} (the average pulled toward {ratingPrior.mean.toFixed(1)} as if
                it had {ratingPrior.weight} more reviews, so a few reviews count for less than
                many), how fast it usually answers {matchWeights.response}, price against your
                budget {matchWeights.price}, and whether it is free by your date{' '}
                {matchWeights.availability}. A part you leave empty counts half for everyone. No
                provider pays to be placed higher.
              </p>
            </details>
          </section>
        ) : null}
      </section>

      <section aria-labelledby="all-title" className="stack">
        <h2 id="all-title">All providers</h2>
        <Form method="get" className="stack card" aria-label="Filter providers">
          <Choice
            name="category"
            label="Service"
            value={filter.category ?? given.category}
            options={categoryOptions}
            error={filterErrors.category}
            placeholder="Any service"
          />
          <Choice
            name="zip"
            label="Serves ZIP code"
            value={filter.zip ?? given.zip}
            options={zipOptions}
            error={filterErrors.zip}
            placeholder="Any ZIP code"
          />
          <Choice
            name="rating"
            label="Rating"
            value={filter.rating}
            options={minimumRatings.map((rating) => [rating, `${rating} and up`] as const)}
            error={filterErrors.rating}
            placeholder="Any rating"
          />
          <Entry
            name="maxPrice"
            label="Most you want to pay, in dollars"
            value={given.maxPrice}
            error={filterErrors.maxPrice}
            hint="Flat fees only: commissions and hourly rates are left out when this is set."
          />
          <div className="field">
            <input
              id="week"
              name="week"
              type="checkbox"
              value="on"
              defaultChecked={filter.week === 'on'}
            />
            <label htmlFor="week">Available this week</label>
          </div>
          <button type="submit" className="button">
            Show providers
          </button>
        </Form>
        <p role="status">
          {providers.length} provider{providers.length === 1 ? '' : 's'}
          {filter.category ? ` · ${categoryLabels[filter.category]}` : ''}
          {filter.zip ? ` · ZIP ${filter.zip}` : ''}
        </p>
        {providers.length === 0 ? (
          <p>No provider fits all of these. Remove a filter to see more.</p>
        ) : null}
        <div className="stack">
          {providers.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} category={filter.category} />
          ))}
        </div>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
