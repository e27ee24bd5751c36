import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { FairHousingFindings } from '~/features/listing-ai/fair-housing-findings'
import { fixPlaces, optimizationOf } from '~/features/listing-ai/listing-score.server'
import { ScoreMeter } from '~/features/listing-ai/score-meter'
import { formatPrice } from '~/features/listings/listing'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/listing-optimization', label: 'Back to your listings’ scores' }],
  },
}

export const meta: PageMetaFunction<typeof loader> = ({ data: page, error }) =>
  error || !page ? errorMeta(error, routeErrors) : pageTitle(`Optimize ${page.address}`)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  const page = await optimizationOf(user.uid, params.listingId ?? '')
  return { ...page, places: fixPlaces(page.id) }
}

export default function OptimizeListing() {
  const { id, address, price, score, findings, places } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Optimize {address}</h1>
      <SellerNav />
      <p className="lead">
        Asking {formatPrice(price)}.{' '}
        <Link to={`/property/${id}`}>See the listing as buyers do</Link>.
      </p>
      <ScoreMeter score={score.total} />
      <h2 id="parts-title">How the score is made</h2>
      <p>
        Each part is worth its weight in points; the score is their sum. Fix the parts with the most
        points missing first.
      </p>
      <ol className="record-list score-parts" aria-labelledby="parts-title">
        {score.parts.map((part) => (
          <li key={part.key} className="card stack" id={`part-${part.key}`}>
            <h3 className="record-list__title">
              {part.label}: {formatPoints(part.points)} of {part.weight} points
            </h3>
            <ul>
              {part.findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
            {part.fix ? (
              <p>
                <Link to={part.fix.to}>{part.fix.text}</Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <h2 id="fair-housing-title">Fair-housing check of the description</h2>
      <FairHousingFindings
        findings={findings}
        clean="The description says nothing about who should live in the home. It describes the home."
      />
      <h2>Make it better</h2>
      <ul className="link-list">
        <li>
          <Link to={places.writer}>Write a new description with the listing writer</Link>
        </li>
        <li>
          <Link to={places.edit}>Edit the facts and the asking price</Link>
        </li>
        <li>
          <Link to={places.photos}>Add, replace or remove photos</Link>
        </li>
        <li>
          <Link to={`/generate-marketing-materials/${id}`}>
            Make a flyer, social posts and an open-house sheet
          </Link>
        </li>
      </ul>
    </div>
  )
}

const formatPoints = (points: number) =>
  Number.isInteger(points) ? String(points) : points.toFixed(1)

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
