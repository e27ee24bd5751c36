import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { formatCount, formatDay } from '~/features/listings/listing'
import { formatShare } from '~/features/site/figures'
import { siteMessages } from '~/features/site/messages'
import { whyThresholdFigures } from '~/features/site/why-threshold.server'
import { pageTitle } from '~/features/shell/page-title'

const words = siteMessages.whyThreshold

export const meta: MetaFunction = () => pageTitle(words.title, { description: words.lead })

export function loader() {
  return whyThresholdFigures()
}

export default function WhyThreshold() {
  const { valuation, homesForSale, pageViewRetentionDays } = useLoaderData<typeof loader>()
  return (
    <article className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>

      <section aria-labelledby="valuation-title" className="stack section">
        <h2 id="valuation-title">Estimates that show their evidence and their error</h2>
        <p>
          Every estimate comes with its range, the factors that moved it and the recorded sales
          behind it. Its accuracy is measured on sales the model never saw, and published:
        </p>
        {valuation ? (
          <>
            <ul className="proof-list">
              <li>
                <strong>{formatShare(valuation.mdape)}</strong> median error on{' '}
                {formatCount(valuation.heldOutSales)} held-out sales
              </li>
              <li>
                <strong>{formatShare(valuation.within10)}</strong> of estimates within 10% of the
                sale price
              </li>
              <li>
                <strong>{formatShare(valuation.coverage80)}</strong> of sale prices inside the
                stated 80% range
              </li>
            </ul>
            <p>
              Measured by five-fold cross-validation when the model was trained,{' '}
              {formatDay(valuation.trainedAt)}.
            </p>
          </>
        ) : (
          <p>{words.valuationUnavailable}</p>
        )}
        <p>
          <Link to="/ai-valuation-details">How the valuation works and how it is measured</Link>
        </p>
      </section>

      <section aria-labelledby="search-title" className="stack section">
        <h2 id="search-title">Search that reads what you mean</h2>
        <ul className="proof-list">
          <li>
            <strong>{formatCount(homesForSale)}</strong> homes for sale, every one searchable now
          </li>
        </ul>
        <p>
          Filter by place, price, size, type and features, or describe the home in your own words,
          like “quiet home near a park”: the search matches the meaning, not only the words, and a
          home found by its meaning says what it matched.
        </p>
        <p>
          <Link to="/property-search">Search homes</Link>
        </p>
      </section>

      <section aria-labelledby="any-browser-title" className="stack section">
        <h2 id="any-browser-title">Works in any browser, with or without JavaScript</h2>
        <p>
          Every page comes ready from the server and every form is an ordinary form. Searching,
          saving a home, booking a tour, making an offer, listing your home and signing out all work
          with JavaScript turned off; scripts only add conveniences. Pages are built to the WCAG 2.2
          AA accessibility standard.
        </p>
      </section>

      <section aria-labelledby="market-title" className="stack section">
        <h2 id="market-title">Buyers, sellers and experts in one place</h2>
        <p>
          A buyer&apos;s question, tour request and offer go straight to the seller, and every
          answer is kept as history both can see. A request for help reaches the providers who match
          it, and their quotes arrive side by side.
        </p>
        <p>
          <Link to="/how-it-works">How buying, selling and hiring help work</Link>
        </p>
      </section>

      <section aria-labelledby="fair-title" className="stack section">
        <h2 id="fair-title">Fair housing, checked</h2>
        <p>
          A description Threshold writes from a listing&apos;s facts is checked for wording the Fair
          Housing Act does not allow before the seller sees it, each listing&apos;s score flags such
          wording, and anyone can check a description.
        </p>
        <p>
          <Link to="/AIListingEnhancer">Check a description</Link>
        </p>
      </section>

      <section aria-labelledby="data-title" className="stack section">
        <h2 id="data-title">Your data stays yours</h2>
        <p>
          No advertising or tracking cookies. Page views are counted by Threshold itself and deleted
          after {pageViewRetentionDays} days. You can download everything we keep about you, or
          delete your account, from your <Link to="/settings">settings</Link>.
        </p>
        <p>
          <Link to="/privacy">What we keep, and for how long</Link>
        </p>
      </section>
    </article>
  )
}
