import { Link } from '@remix-run/react'
import { categoryLabels, type ProviderCategory } from './categories'
import { providerMessages } from './messages'
import {
  categoriesText,
  formatProviderPrice,
  priceFor,
  responseText,
  type Provider,
} from './provider'

export function RatingText({ reviews }: { reviews: Provider['reviews'] }) {
  if (reviews.count === 0) return <>No reviews yet</>
  return (
    <>
      Rated {reviews.average.toFixed(1)} of 5 by {reviews.count} client
      {reviews.count === 1 ? '' : 's'}
    </>
  )
}

export function DemoProvidersNote() {
  return <p className="market-attribution">{providerMessages.demoLabel}</p>
}

// one provider in a list: who, what it costs for the service asked about, how it is rated
export function ProviderCard({
  provider,
  category,
  headingLevel = 3,
}: {
  provider: Provider
  category?: ProviderCategory
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!
  const price = category ? priceFor(provider, category) : provider.prices[0]
  return (
    <article className="card stack provider-card">
      <Heading>
        <Link to={`/service-provider/${provider.id}`}>{provider.business}</Link>
      </Heading>
      <p>
        {provider.name} · {categoriesText(provider.categories)}
        {provider.demo ? ' · Demo provider' : ''}
      </p>
      <p>
        <RatingText reviews={provider.reviews} />
      </p>
      {price ? (
        <p>
          {categoryLabels[price.category]}: {formatProviderPrice(price)}
        </p>
      ) : null}
      <p>
        Serves ZIP {provider.area.zips.join(', ')} · {responseText(provider)}
      </p>
      {provider.paused ? <p>{providerMessages.pausedNote}</p> : null}
    </article>
  )
}
