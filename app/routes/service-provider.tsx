import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { photoDimensions, photoUrl } from '~/features/listings/photo'
import { AreaMap } from '~/features/providers/area-map'
import { categoryLabels } from '~/features/providers/categories'
import { providerMessages } from '~/features/providers/messages'
import { DemoProvidersNote, RatingText } from '~/features/providers/provider-card'
import {
  categoriesText,
  dateText,
  dayText,
  earliestOpenDay,
  formatProviderPrice,
  licenceText,
  responseText,
  subRatingLabels,
} from '~/features/providers/provider'
import { providerById, reviewsOf, zipPlaces } from '~/features/providers/providers.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import type { PageMetaFunction } from '~/ui/page-meta'

const routeErrors: RouteErrors = {
  404: {
    title: 'Provider not found',
    links: [{ to: '/service-experts', label: 'Find an expert' }],
  },
}

export const meta: PageMetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? errorMeta(error, routeErrors) : pageTitle(data.provider.business)

export async function loader({ params }: LoaderFunctionArgs) {
  const provider = await providerById(params.id ?? '')
  if (!provider || !provider.listed) throw expectedError(404, providerMessages.providerUnknown)
  const reviews = await reviewsOf(provider.id)
  const places = [...zipPlaces()].map(([zip, place]) => ({ zip, ...place }))
  return { provider, reviews, places, firstOpenDay: earliestOpenDay(provider, Date.now()) }
}

export default function ServiceProvider() {
  const { provider, reviews, places, firstOpenDay } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <h1>{provider.business}</h1>
      <p className="lead">
        {provider.name} · {categoriesText(provider.categories)}
      </p>
      {provider.demo ? <DemoProvidersNote /> : null}
      {provider.logo ? (
        <img
          src={photoUrl(provider.logo, 'small')}
          alt={provider.logo.alt}
          width={photoDimensions(provider.logo, 'small').width}
          height={photoDimensions(provider.logo, 'small').height}
          className="provider-logo"
        />
      ) : null}
      <p>{provider.bio}</p>
      {provider.paused ? (
        <p>
          {providerMessages.pausedNote}{' '}
          <Link
            to={`/service-experts?${new URLSearchParams({ category: provider.categories[0]! })}`}
          >
            Find another {categoryLabels[provider.categories[0]!].toLowerCase()}
          </Link>
        </p>
      ) : (
        <p>
          <Link
            to={`/request-service?${new URLSearchParams({ provider: provider.id, category: provider.categories[0]! })}`}
            className="button button--primary"
          >
            Request a quote
          </Link>
        </p>
      )}

      <section aria-labelledby="services-title" className="stack">
        <h2 id="services-title">Services and prices</h2>
        <ul>
          {provider.prices.map((price) => (
            <li key={price.category}>
              <strong>{categoryLabels[price.category]}</strong>: {formatProviderPrice(price)}.{' '}
              {price.includes}.
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="facts-title" className="stack">
        <h2 id="facts-title">Licence, hours and response</h2>
        <dl className="facts">
          <dt>Licence</dt>
          <dd>{licenceText(provider.licence)}</dd>
          <dt>Hours</dt>
          <dd>{provider.hours}</dd>
          <dt>First free day</dt>
          <dd>{dayText(firstOpenDay)}</dd>
          <dt>Response time</dt>
          <dd>{responseText(provider)}</dd>
          <dt>Phone</dt>
          <dd>{provider.phone}</dd>
        </dl>
      </section>

      <section aria-labelledby="area-title" className="stack">
        <h2 id="area-title">Where it works</h2>
        <AreaMap provider={provider} places={places} />
      </section>

      <section aria-labelledby="reviews-title" className="stack">
        <h2 id="reviews-title">Reviews</h2>
        <p>
          <RatingText reviews={provider.reviews} />.
        </p>
        {provider.demo && provider.reviews.count > 0 ? (
          <p className="market-attribution">{providerMessages.demoReviews}</p>
        ) : null}
        {provider.reviews.count > 0 ? (
          <table>
            <caption>Average of each part, out of 5</caption>
            <tbody>
              {(Object.keys(subRatingLabels) as Array<keyof typeof subRatingLabels>).map((part) => (
                <tr key={part}>
                  <th scope="row">{subRatingLabels[part]}</th>
                  <td>{provider.reviews.sub[part].toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Only clients with a completed job can review a provider.</p>
        )}
        <ul className="stack">
          {reviews.map((review) => (
            <li key={review.id} className="card">
              <p>
                <strong>{review.rating} of 5</strong> · {review.author} · {dateText(review.at)}
              </p>
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
