import { Link } from '@remix-run/react'
import { formatCount } from '~/features/listings/listing'
import type { Address } from '~/core/home'
import type { HomeFacts } from './comparables'
import type { Subject } from './home-valuation.server'

type Match = { id: string; address: Address; neighborhood: string }

// an address that names more than one home: the person chooses which
export function AddressChoices({ matches, action }: { matches: Match[]; action: string }) {
  return (
    <section aria-labelledby="choose-title" className="notice">
      <h2 id="choose-title">More than one home has that address</h2>
      <p>Choose the one you mean:</p>
      <ul className="link-list">
        {matches.map((home) => (
          <li key={home.id}>
            <Link to={`${action}?home=${home.id}`}>
              {home.address.line1}, {home.address.city}, {home.address.state} {home.address.zip} (
              {home.neighborhood})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

const assumedLabels: Partial<Record<keyof HomeFacts, (facts: HomeFacts) => string>> = {
  halfBaths: (facts) => `${facts.halfBaths} half bathroom${facts.halfBaths === 1 ? '' : 's'}`,
  lotSqft: (facts) => `a ${formatCount(facts.lotSqft)} sq ft lot`,
  garageSpaces: (facts) =>
    `a garage for ${facts.garageSpaces} car${facts.garageSpaces === 1 ? '' : 's'}`,
  basementSqft: (facts) =>
    facts.basementSqft > 0 ? `a ${formatCount(facts.basementSqft)} sq ft basement` : 'no basement',
  fireplaces: (facts) => `${facts.fireplaces} fireplace${facts.fireplaces === 1 ? '' : 's'}`,
}

// a described home borrows what it does not say from the most similar recorded sale: say so
export function AssumedFacts({ subject }: { subject: Subject }) {
  if (!subject.templateId) return null
  const assumed = subject.assumed.flatMap((key) =>
    assumedLabels[key] ? [assumedLabels[key]!(subject.facts)] : [],
  )
  return (
    <p className="notice">
      Placed at the center of {subject.facts.neighborhood}. What you did not say (condition,
      materials, basement finish
      {assumed.length ? `, and ${assumed.join(', ')}` : ''}) is taken from{' '}
      <Link to={`/property/${subject.templateId}`}>the most similar recorded sale there</Link>. Fill
      in more details for a closer estimate.
    </p>
  )
}
