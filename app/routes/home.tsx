import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { formatAddress, formatBaths, formatCount, formatPrice } from '~/features/listings/listing'
import { HouseIllustration } from '~/features/listings/house-illustration'
import { searchListings } from '~/features/search/search-index.server'
import { pageTitle } from '~/features/shell/page-title'
import { isPlanned } from '~/features/shell/route-table.server'
import { SoonTag } from '~/features/shell/soon-tag'
import { pageField } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'

export const meta: MetaFunction = () =>
  pageTitle('Your intelligent real estate platform', {
    description:
      'Search homes, sell your own, find trusted experts and use AI tools that show their evidence.',
  })

const tools = [
  {
    to: '/ai-valuation',
    title: 'AI home valuation',
    text: 'An estimate with its range, the comparable sales and the factors that moved it.',
  },
  {
    to: '/cma',
    title: 'Comparative market analysis',
    text: 'Comparable sales, adjusted line by line, reconciled into one value.',
  },
  {
    to: '/buyer-flow',
    title: 'AI property matching',
    text: 'Tell us what matters; see the homes that fit and why.',
  },
  {
    to: '/contract-terms',
    title: 'Contract review',
    text: 'Key terms, dates, contingencies and risks from a purchase contract.',
  },
]

const steps = [
  {
    title: 'Search with purpose',
    text: 'Filter by what matters, or describe the home you want in your own words.',
  },
  {
    title: 'Know the value',
    text: 'Every home comes with an estimate, its range and the sales behind it.',
  },
  {
    title: 'Tour, ask and offer',
    text: 'Book a tour, ask the seller a question, or make an offer in minutes.',
  },
  {
    title: 'Bring in experts',
    text: 'Inspectors, lenders and agents matched to your home and your timeline.',
  },
]

export async function loader() {
  const newest = await searchListings({ features: [], status: 'active', sort: 'newest', page: 1 })
  return {
    featured: newest.listings.slice(0, 6).map(({ listing }) => listing),
    forSale: newest.total,
    plannedTools: tools.map((tool) => tool.to).filter(isPlanned),
  }
}

export default function Home() {
  const { featured, forSale, plannedTools } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title">Your intelligent real estate platform</h1>
          <p className="lead">
            AI-powered tools, property recommendations and service provider matching.
          </p>
          <Form method="get" action="/property-search" className="hero__search" role="search">
            <TextField
              field={pageField('hero', 'q')}
              label="Search homes"
              type="search"
              placeholder="Neighborhood, ZIP, or 'quiet home near a park'"
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </Form>
        </div>
      </section>
      <div className="page--padded">
        <section aria-labelledby="featured-title" className="section">
          <h2 id="featured-title">Newly listed</h2>
          <ul className="card-grid">
            {featured.map((listing) => (
              <li key={listing.id} className="card featured-home">
                <HouseIllustration listing={listing} />
                <p className="listing-card__price">{formatPrice(listing.price)}</p>
                <h3>
                  <Link to={`/property/${listing.id}`}>{formatAddress(listing.address)}</Link>
                </h3>
                <p>
                  {listing.beds} bd · {formatBaths(listing.baths)} ba · {formatCount(listing.sqft)}{' '}
                  sq ft · {listing.neighborhood}
                </p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/properties">See all {formatCount(forSale)} homes for sale</Link>
          </p>
        </section>
        <section aria-labelledby="tools-title" className="section">
          <h2 id="tools-title">AI tools that show their work</h2>
          <ul className="card-grid">
            {tools.map((tool) => (
              <li key={tool.to} className="card">
                <h3>
                  <Link to={tool.to}>
                    {tool.title}
                    {plannedTools.includes(tool.to) ? <SoonTag /> : null}
                  </Link>
                </h3>
                <p>{tool.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-title" className="section">
          <h2 id="how-title">How it works</h2>
          <ol className="steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p>
            <Link to="/how-it-works">More about how Threshold works</Link>
          </p>
        </section>
      </div>
    </>
  )
}
